public import ClientCore
public import GameCore
public import PlainMode
public import Snap

extension SnapPlay {
    /// `t` (`turn`) and `s` (`snap`), with no name read.
    public static func intent(forLine line: String, settings: Settings) -> PlainReading<Intent>? {
        intent(forLine: line, settings: settings, on: nil, names: SeatNames([]))
    }

    /// `t` turns and `s` calls snap, for the person online and, at one keyboard, for the seat to turn; `s 2` or
    /// `s Ann` (and `t 2`, `t Ann`) act for that player, named by number or by name (its start is enough).
    public static func intent(forLine line: String, settings: Settings, on view: SnapView?, names: SeatNames)
        -> PlainReading<Intent>?
    {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first?.lowercased() else { return nil }
        let make: (Seat?) -> Intent
        switch verb {
        case "t", "turn": make = Intent.turn
        case "s", "snap": make = Intent.snap
        default: return nil
        }
        guard words.count > 1 else { return .intent(make(nil)) }
        let who = words.dropFirst().joined(separator: " ")
        let seats = view?.options.seats ?? names.count
        if let number = Int(who) {
            guard (1...max(1, seats)).contains(number) else {
                return .invalid("Players are numbered 1 to \(max(1, seats)): type \(verb) 2 for the second.")
            }
            return .intent(make(Seat(number - 1)))
        }
        let lowered = (0..<names.count).map { names[Seat($0)].lowercased() }
        let wanted = who.lowercased()
        let found =
            lowered.firstIndex(of: wanted).map { [$0] } ?? lowered.indices.filter { lowered[$0].hasPrefix(wanted) }
        guard found.count == 1, let index = found.first else {
            let all = (0..<names.count).map { names[Seat($0)] }.joined(separator: ", ")
            let problem = found.isEmpty ? "There is no player '\(who)'" : "'\(who)' names more than one player"
            return .invalid("\(problem): the players are \(all).")
        }
        return .intent(make(Seat(index)))
    }

    /// The two words.
    public static func commandWords(settings: Settings) -> [String] {
        ["t", "s", "s NAME"]
    }

    /// Each seat's piles, then the turn and who turns next: "Ann: 12 face down, 3 face up, showing 7D."
    public static func lines(for view: SnapView, viewer: Viewer, names: SeatNames) -> [String] {
        var lines = view.piles.indices.map { index in
            let pile = view.piles[index]
            let name = names[Seat(index)]
            guard !pile.isOut else { return "\(name): no cards, out of the round." }
            let showing = pile.top.map { ", showing \($0.code)" } ?? ""
            return "\(name): \(pile.closed) face down, \(pile.open) face up\(showing)."
        }
        if let winner = view.winner {
            lines.append("\(SnapWording.result(winner: winner, name: { names[$0] })).")
        } else if let active = view.active {
            lines.append("Turn \(view.turn), next to turn: \(names[active]).")
        }
        return lines
    }

    /// What the move made public in SnapWording's words ("Ann turns 7D", "Snap! Ann takes 9 cards", "No match:
    /// Bob pays 3"), with "Match!" after a card that makes one; read from the view's last event, or said briefly
    /// when the view has moved on past this move.
    public static func sentence(for move: Snap.Move?, by seat: Seat, after view: SnapView, names: SeatNames)
        -> String?
    {
        let name: (Seat) -> String = { names[$0] }
        guard let event = view.lastEvent, event.seat == seat, matches(move, event) else {
            switch move {
            case .turn?, .timedTurn?: return "\(names[seat]) turns a card"
            case .snap?: return "\(names[seat]) calls snap"
            case .dealtOut?: return "\(names[seat]) is dealt out"
            case nil: return nil
            }
        }
        let said = SnapWording.sentence(for: event, name: name)
        if case .turned = event, view.calledBy == nil, !view.matchingSeats.isEmpty { return "\(said). Match!" }
        return said
    }

    /// The moves not told yet from the `told`-th on: the view counts its moves but keeps only the last one's event,
    /// so one move is told in its words and several (a rejoin) as how many were missed, the piles saying the rest.
    public static func sentences(forMovesIn view: SnapView, from told: Int, names: SeatNames) -> [String] {
        let missed = view.moves - told
        guard missed > 0 else { return [] }
        guard missed == 1, let event = view.lastEvent else {
            return [
                "\(missed) moves since: " + lines(for: view, viewer: .spectator, names: names).joined(separator: " ")
            ]
        }
        let said = SnapWording.sentence(for: event, name: { names[$0] })
        if case .turned = event, view.calledBy == nil, !view.matchingSeats.isEmpty { return ["\(said). Match!"] }
        return [said]
    }

    /// Whether `event` is what `move` did.
    private static func matches(_ move: Snap.Move?, _ event: SnapEvent) -> Bool {
        switch (move, event) {
        case (.turn?, .turned), (.timedTurn?, .turned), (.snap?, .snapped), (.snap?, .missed),
            (.dealtOut?, .dealtOut):
            true
        default: false
        }
    }

    /// "Type t to turn, s to call snap, or help."
    public static func prompt(for view: SnapView, seat: Seat) -> String {
        "Type t to turn, s to call snap, or help."
    }

    /// How to play by lines.
    public static func helpLines(settings: Settings) -> [String] {
        [
            "t (or turn) turns your top card on your turn; s (or snap) calls snap when two open cards share a rank.",
            "At one keyboard t and s act for the player to turn (against the computer, for you); s 2 or s Ann calls"
                + " snap for another player, t 2 or t Ann turns for them.",
            "board shows every player's piles: the cards face down and face up, and the open card on top.",
        ] + SnapWording.rules(Snap.standardOptions)
    }

    /// Round 1 says how to play; later rounds just start.
    public static func roundLines(round: Int, options: SnapOptions) -> [String]? {
        round == 1 ? ["Round 1. Type t to turn, s to call snap, help for more."] : ["Round \(round)."]
    }

    /// "3 players, cooldown 0.5 s, turn timer 10 s".
    public static func optionsPhrase(_ options: SnapOptions) -> String? {
        "\(options.seats) players, cooldown \(seconds(options.cooldownMilliseconds)), turn timer "
            + seconds(options.turnTimerMilliseconds)
    }

    /// "0.5 s", "10 s".
    static func seconds(_ milliseconds: Int64) -> String {
        let whole = milliseconds / 1000
        let tenths = milliseconds % 1000 / 100
        return tenths == 0 ? "\(whole) s" : "\(whole).\(tenths) s"
    }
}
