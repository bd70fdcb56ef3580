public import ClientCore
public import GameCatalog
public import GameCore
import WireProtocol

/// The numbered menu plain mode shows when `parlor` runs alone on a terminal: the full screen's choices, picked
/// by number, one line at a time. Pure: the caller reads the lines and starts what was chosen.
public struct PlainMenu: Hashable, Sendable {
    /// What the person chose.
    public enum Choice: Hashable, Sendable {
        /// A game at this keyboard: every seat a person, or the person in `personSeat` against the computer at
        /// this level (an index into the game's `computerLevels`), in `setup` when one was chosen (a board's size).
        case table(GameKind, setup: GameSetup? = nil, computerLevel: Int?, personSeat: Seat = Seat(0))
        /// An online game: host, join or watch a room, or a quick match.
        case online(OnlineIntent)
        /// The finished games, as `parlor history` lists them.
        case history
        /// Leave.
        case quit
    }

    /// Which question is asked.
    enum Page: Hashable, Sendable {
        case main
        /// A game's computer levels: the game, its levels, how its seats are named ("X"), and the seat the person
        /// plays, which the entry after the levels switches.
        case computer(GameKind, levels: [String], seats: [String], person: Int)
        /// A game's setups: the game, the setups, and what one is called ("board").
        case setups(GameKind, [SetupOffer], noun: String)
        case gameID(watch: Bool)
    }

    /// A main page's entry: its label, and the page it opens or the choice it makes.
    struct Entry: Hashable, Sendable {
        var label: String
        var page: Page?
        var choice: Choice?
    }

    /// The main page's entries, numbered from 1: the full-screen menu's order, history in its help's place.
    private(set) var mainEntries: [Entry]
    private(set) var page = Page.main
    /// Whether a choice was made or input ended; after that every line gets no answer.
    public private(set) var isFinished = false

    /// The menu of the games of `plays`, ready for its first line.
    public init(plays: PlayRegistry) {
        let offers = plays.plays.map { play in play.menuOffers.map { Self.entry(for: $0, of: play) } }
        var online: [Entry] = []
        if let first = plays.plays.first?.kind {
            online = [
                Entry(label: "Host an online game", choice: .online(.host(first.standardSetup))),
                Entry(label: "Join an online game by its game ID", page: .gameID(watch: false)),
                Entry(label: "Watch an online game by its game ID", page: .gameID(watch: true)),
                Entry(label: "Quick match: play the first online player waiting", choice: .online(.quickMatch(first))),
            ]
        }
        // NB: the other games come after the online entries, as on the full screen, so the numbers people learnt
        // stay the same as games are added.
        mainEntries =
            (offers.first ?? []) + online + offers.dropFirst().flatMap { $0 }
            + [
                Entry(label: "History of finished games", choice: .history),
                Entry(label: "Quit", choice: .quit),
            ]
    }

    /// The entry for a game's `offer`: a table at once, or the page of its computer levels.
    private static func entry(for offer: MenuOffer, of play: any GamePlay.Type) -> Entry {
        switch offer.start {
        case .choosingSetup(let offers, let noun):
            return Entry(label: offer.plainLabel, page: .setups(play.kind, offers, noun: noun))
        case .everyoneHere:
            return Entry(label: offer.plainLabel, choice: .table(play.kind, computerLevel: nil))
        case .againstComputer:
            let setup = play.kind.standardSetup
            let seats = (0..<setup.seatCount).map { play.mark(of: Seat($0)) ?? "seat \($0 + 1)" }
            return Entry(
                label: offer.plainLabel,
                page: .computer(play.kind, levels: play.computerLevels, seats: seats, person: 0))
        }
    }

    /// The computer page's first line: who plays what ("You play X against the computer, which plays O. Its
    /// level:").
    private static func computerHeading(seats: [String], person: Int) -> String {
        let mine = seats.indices.contains(person) ? seats[person] : ""
        let others = seats.count == 2 ? "which plays \(seats[1 - person])" : "which plays the other seats"
        return "You play \(mine) against the computer, \(others). Its level:"
    }

    /// The seat after `person` round the table, and where it comes in the first round's order of moves of `game`
    /// ("moves second").
    private static func nextSeat(after person: Int, of game: GameKind, seats: [String]) -> (index: Int, turn: String?) {
        let count = max(1, seats.count)
        let next = (person + 1) % count
        let starter = game.standardSetup.starter(ofRound: 1).index
        return (next, Ordinal.word((next - starter + count) % count))
    }

    /// What to print before reading the first line.
    public var openingLines: [String] { ["Parlor. Choose by number:"] + lines(for: .main) }

    /// The answer to one line, and the choice once one is made.
    public mutating func handle(_ line: String) -> (lines: [String], choice: Choice?) {
        guard !isFinished else { return ([], nil) }
        let typed = PlainText.trimmed(line).lowercased()
        if typed.isEmpty { return ([prompt], nil) }
        if ["q", "quit", "exit"].contains(typed) { return finish(.quit) }
        if ["help", "h", "?"].contains(typed) { return (helpLines + lines(for: page), nil) }
        if page != .main, ["0", "b", "back"].contains(typed) {
            page = .main
            return (lines(for: .main), nil)
        }
        switch page {
        case .main:
            guard let number = Int(typed), mainEntries.indices.contains(number - 1) else {
                return (["There is no entry '\(PlainText.visible(PlainText.trimmed(line), limit: 20))'.", prompt], nil)
            }
            let entry = mainEntries[number - 1]
            if let choice = entry.choice { return finish(choice) }
            page = entry.page ?? .main
            return (lines(for: page), nil)
        case .computer(let game, let levels, let seats, let person):
            if Int(typed) == levels.count + 1, seats.count > 1 {
                let switched = Page.computer(
                    game, levels: levels, seats: seats,
                    person: Self.nextSeat(after: person, of: game, seats: seats).index)
                // NB: the seat chosen is kept for the next visit of the page, as the full screen keeps it.
                if let index = mainEntries.firstIndex(where: { $0.page == page }) { mainEntries[index].page = switched }
                page = switched
                return (lines(for: page), nil)
            }
            guard let number = Int(typed), levels.indices.contains(number - 1) else {
                return (["There is no level '\(PlainText.visible(PlainText.trimmed(line), limit: 20))'.", prompt], nil)
            }
            return finish(.table(game, computerLevel: number - 1, personSeat: Seat(person)))
        case .setups(let game, let offers, let noun):
            guard let number = Int(typed), offers.indices.contains(number - 1) else {
                let typed = PlainText.visible(PlainText.trimmed(line), limit: 20)
                return (["There is no \(noun) '\(typed)'.", prompt], nil)
            }
            return finish(.table(game, setup: offers[number - 1].setup, computerLevel: nil))
        case .gameID(let watch):
            let gameID: GameID
            do {
                gameID = try GameID(typed: PlainText.trimmed(line))
            } catch {
                return (
                    ["'\(PlainText.visible(PlainText.trimmed(line), limit: 20))' is not a game ID: \(error)", prompt],
                    nil
                )
            }
            return finish(.online(watch ? .watch(gameID) : .join(gameID, secret: nil)))
        }
    }

    /// The answer to the end of input: nothing was chosen, so the program leaves.
    public mutating func endOfInput() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        return ["Goodbye."]
    }

    /// What `help` says before the page again: how to choose here.
    var helpLines: [String] {
        switch page {
        case .main:
            ["Type an entry's number and press Enter; quit leaves. In a game, help lists its commands."]
        case .gameID:
            ["Type the game ID a friend read out (case does not matter); back returns to the menu, quit leaves."]
        case .computer, .setups:
            ["Type a number and press Enter; back returns to the menu, quit leaves."]
        }
    }

    /// The question of the page shown.
    var prompt: String {
        switch page {
        case .main: "Enter 1-\(mainEntries.count), or quit."
        case .computer(let game, let levels, let seats, let person) where seats.count > 1:
            "Enter a level 1-\(levels.count), \(levels.count + 1) to play "
                + "\(seats[Self.nextSeat(after: person, of: game, seats: seats).index]), or back."
        case .computer(_, let levels, _, _): "Enter a level 1-\(levels.count), or back."
        case .setups(_, let offers, let noun): "Enter a \(noun) 1-\(offers.count), or back."
        case .gameID: "Enter the game ID, or back."
        }
    }

    private mutating func finish(_ choice: Choice) -> (lines: [String], choice: Choice?) {
        isFinished = true
        return (choice == .quit ? ["Goodbye."] : [], choice)
    }

    private func lines(for page: Page) -> [String] {
        var lines: [String]
        switch page {
        case .main:
            lines = mainEntries.enumerated().map { "\($0.offset + 1). \($0.element.label)" }
        case .computer(let game, let levels, let seats, let person):
            lines =
                [Self.computerHeading(seats: seats, person: person)]
                + levels.enumerated().map { "\($0.offset + 1). \($0.element)" }
            if seats.count > 1 {
                let next = Self.nextSeat(after: person, of: game, seats: seats)
                let turn = next.turn.map { " (moves \($0))" } ?? ""
                lines.append("\(levels.count + 1). Play \(seats[next.index]) instead\(turn)")
            }
        case .setups(_, let offers, let noun):
            lines = ["The \(noun):"] + offers.enumerated().map { "\($0.offset + 1). \($0.element.plainLabel)" }
        case .gameID(let watch):
            lines = ["The game ID of the room to \(watch ? "watch" : "join") (8 letters and digits):"]
        }
        var shown = self
        shown.page = page
        return lines + [shown.prompt]
    }
}
