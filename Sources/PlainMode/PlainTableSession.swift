public import ClientCore
public import GameCatalog
public import GameCore

/// Any registered game at one keyboard, played by lines of text through the game's plain-mode parts: each line in,
/// a few lines out, in the shapes every game's plain mode has (`Round 1: …`, one line a move, one `Result: ` line a
/// round, `Score: …`). Time comes from the caller, which wakes for `nextDeadline` alone. Pure: the caller reads and
/// writes.
public struct PlainTableSession: Hashable, Sendable {
    /// The table being played.
    public private(set) var table: LocalTable
    /// Whether the person has quit (or input ended); after that every line gets no answer.
    public private(set) var isFinished: Bool
    /// What to print before reading the first line: the greeting, the round's start, the game and the prompt.
    public private(set) var openingLines: [String]
    private let plays: PlayRegistry

    /// A table of `setup` for `names` (one per seat), the computer playing `computerSeats`, opened at `now`; `nil`
    /// when `plays` has no plain-mode parts for the game.
    public init?(
        setup: GameSetup, names: [String], computerSeats: Set<Seat> = [], plays: PlayRegistry, seed: UInt64,
        at now: GameTime = .start
    ) {
        guard let play = plays.play(for: setup.kind), play is any GamePlainText.Type else { return nil }
        self.table = LocalTable(
            setup: setup, names: names, computerSeats: computerSeats, play: play, seed: seed, at: now)
        self.plays = plays
        self.isFinished = false
        self.openingLines = []
        let seated = names.map { PlainText.visible($0) }
        var everyone = seated.last ?? ""
        if seated.count > 1 { everyone = seated.dropLast().joined(separator: ", ") + " and " + everyone }
        let greeting = "\(setup.kind.displayName) at one keyboard: \(everyone)."
        // NB: mutate first, then describe: the opening is described from the table it leaves.
        let opening = table.begin()
        openingLines = [greeting] + lines(for: opening) + [prompt]
    }

    /// The next moment the caller must call `clock(at:)`, or `nil` while the game waits for the players alone.
    public var nextDeadline: GameTime? { isFinished ? nil : table.nextDeadline }

    /// The answer to one line of input (without its newline), typed at `now`.
    public mutating func handle(_ line: String, at now: GameTime) -> [String] {
        guard !isFinished else { return [] }
        let word = PlainText.trimmed(line).lowercased()
        var said = clock(at: now)
        switch word {
        case "":
            return said + [prompt]
        case "board", "b":
            return said + boardLines + [prompt]
        case "help", "h", "?":
            return said + plain.helpLines(settings: Settings())
                + ["Commands: board shows the game, new starts the next round, quit leaves."]
                + [prompt]
        case "quit", "q", "exit":
            return said + endOfInput()
        case "new", "n":
            guard table.game.isOver else {
                return said + ["Round \(table.round) is not over: finish it before starting a new one.", prompt]
            }
            let events = table.startNextRound(at: now)
            return said + lines(for: events) + [prompt]
        default:
            break
        }
        if table.game.isOver, let offer = roundChoices.first(where: { $0.word == word }) {
            // NB: mutate first, then describe: as an argument the new round would be described from the old table.
            let events = table.startNextRound(at: now, choosing: offer.choice)
            return said + lines(for: events) + [prompt]
        }
        switch plain.anyIntent(forLine: word, settings: Settings()) {
        case .intent(let intent)?:
            do {
                let events = try table.perform(intent, at: now)
                said += lines(for: events)
            } catch {
                said.append(error.description)
            }
        case .invalid(let reason)?:
            said.append(reason)
        case nil:
            said.append("Unknown command \"\(PlainText.visible(word))\": type help.")
        }
        return said + [prompt]
    }

    /// What happened by `now` without a word typed: the game's deadlines that are due, said, then the prompt.
    public mutating func clock(at now: GameTime) -> [String] {
        guard !isFinished else { return [] }
        let events = table.applyDeadlines(at: now)
        return events.isEmpty ? [] : lines(for: events)
    }

    /// The answer to the end of input, which is the same as `quit`: the score and a goodbye.
    public mutating func endOfInput() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        return [scoreLine, "Goodbye."]
    }

    private var plain: any GamePlainText.Type {
        // NB: the initializer checked the game has plain-mode parts.
        plays.play(for: table.setup.kind) as! any GamePlainText.Type
    }

    private var names: SeatNames { table.seatNames }

    /// What the game offers at the round's end; at one keyboard whoever holds it chooses.
    private var roundChoices: [RoundChoiceOffer<AnyRoundChoice>] {
        table.game.isOver ? plain.roundChoices(after: table.view, for: nil) : []
    }

    /// What to say about `events`; the game follows a new round's start so the person sees where things stand.
    private func lines(for events: [TableEvent]) -> [String] {
        var lines: [String] = []
        for event in events {
            switch event {
            case .roundStarted(let round, let starter):
                let turns = table.setup.kind.traits.turns == .oneSeatAtATime
                lines.append(turns ? "Round \(round): \(names[starter]) moves first." : "Round \(round).")
                if !table.game.isOver { lines += boardLines }
            case .moved(let seat, let move):
                if let sentence = plain.sentence(for: move, by: seat, after: table.view, names: names) {
                    lines.append(sentence)
                }
            case .roundEnded(let outcome):
                lines += boardLines + [resultLine(outcome), scoreLine]
            }
        }
        return lines
    }

    private var boardLines: [String] { plain.lines(for: table.view, viewer: .spectator, names: names) }

    /// What the person may type now.
    private var prompt: String {
        let view = table.view
        if table.game.isOver {
            let choices = roundChoices.map { "\($0.word) for \($0.summary)" }
            return "Type new for the next round, " + choices.map { $0 + ", " }.joined() + "or quit."
        }
        if let said = plain.status(of: view, for: .spectator, names: names) { return said + "." }
        guard let seat = view.seatsToAct.first, let prompt = plain.prompt(for: view, seat: seat) else {
            return "Type help for the commands."
        }
        return view.seatsToAct.count == 1 ? "\(names[seat]) to move. \(prompt)" : prompt
    }

    /// "Result: Ann wins", "Result: draw".
    private func resultLine(_ outcome: Outcome) -> String {
        switch outcome {
        case .won(let seats):
            let winners = seats.map { names[$0] }
            return "Result: \(winners.joined(separator: " and ")) " + (seats.count == 1 ? "wins" : "win")
        case .draw: return "Result: draw"
        case .lostByAll: return "Result: lost"
        }
    }

    /// "Score: Ann 0, Bob 1, Cy 0, draws 0."
    private var scoreLine: String {
        let wins = (0..<table.setup.seatCount).map { "\(names[Seat($0)]) \(table.score.wins[$0])" }
        return "Score: \(wins.joined(separator: ", ")), draws \(table.score.draws)."
    }
}
