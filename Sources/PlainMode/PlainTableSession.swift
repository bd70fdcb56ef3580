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
    /// The person's settings: how digits map onto a board.
    public let settings: Settings
    private let plays: PlayRegistry

    /// A table of `setup` for `names` (one per seat), the computer playing `computerSeats` at `computerLevel` (the
    /// game's strongest when `nil`), with the person's `settings` (how digits map onto a board), opened at `now`;
    /// `nil` when `plays` has no plain-mode parts for the game.
    public init?(
        setup: GameSetup, names: [String], computerSeats: Set<Seat> = [], computerLevel: Int? = nil,
        settings: Settings = Settings(), plays: PlayRegistry, seed: UInt64, at now: GameTime = .start
    ) {
        guard let play = plays.play(for: setup.kind), play is any GamePlainText.Type else { return nil }
        self.table = LocalTable(
            setup: setup, names: names, computerSeats: computerSeats, computerLevel: computerLevel, play: play,
            seed: seed, at: now)
        self.plays = plays
        self.settings = settings
        self.isFinished = false
        self.openingLines = []
        openingLines = [greeting] + startLines { $0.begin() } + [prompt]
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
            let passing =
                table.hands == nil
                ? [] : ["player NAME hands the keyboard to that player: the moves after it are theirs."]
            return said + plain.helpLines(settings: settings)
                + [
                    "Commands: board shows the board, new starts \(plain.nextRoundPhrase) once this one is over, quit "
                        + "leaves."
                ] + passing + [prompt]
        case "quit", "q", "exit":
            return said + endOfInput()
        case "new", "n":
            guard table.game.isOver else {
                return said + ["\(roundName) is not over: finish it before starting a new one.", prompt]
            }
            return said + startLines { $0.startNextRound(at: now) } + [prompt]
        default:
            break
        }
        if table.hands != nil, let name = Self.playerName(in: line) {
            return said + passLines(to: name) + [prompt]
        }
        if table.game.isOver, let offer = roundChoices.first(where: { $0.word == word }) {
            return said + startLines { $0.startNextRound(at: now, choosing: offer.choice) } + [prompt]
        }
        switch plain.anyIntent(forLine: word, settings: settings, on: table.view, names: names) {
        case .intent? where table.game.isOver:
            said.append("\(roundName) is over: type new for \(plain.nextRoundPhrase).")
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
            let words =
                plain.commandWords(settings: settings) + (table.hands == nil ? [] : ["player NAME"])
                + ["board", "help", "new", "quit"]
            said.append(PlainText.unknownCommand(PlainText.trimmed(line), words: words))
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
        return (plain.tellsScoreAtOneKeyboard ? [scoreLine] : []) + ["Goodbye."]
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

    /// What to say as a round starts: its heading and its board as `start` leaves the table, then what is due at
    /// once (the computer's move when it opens), so the board the heading promises is the round's first.
    private mutating func startLines(_ start: (inout LocalTable) -> [TableEvent]) -> [String] {
        // NB: each batch is described before the next changes the table: the board is drawn from the table as it
        // stands when described.
        let started = start(&table)
        let said = lines(for: started)
        let due = table.applyDeadlines(at: table.roundStartedAt)
        return said + lines(for: due)
    }

    /// What to say about `events`; a round's start is followed by its board, so the person sees where things
    /// stand.
    private func lines(for events: [TableEvent]) -> [String] {
        var lines: [String] = []
        for event in events {
            switch event {
            case .roundStarted(let round, let starter):
                if let own = plain.roundLines(round: round, setup: table.setup) {
                    lines += own.map { PlainText.visible($0) }
                } else {
                    let turns = table.setup.kind.traits.turns == .oneSeatAtATime
                    lines.append(turns ? "Round \(round): \(label(starter)) moves first." : "Round \(round).")
                }
                lines += boardLines
            case .moved(let seat, let move):
                if let sentence = plain.sentence(for: move, by: seat, after: table.view, names: names) {
                    lines.append(sentence)
                }
            case .roundEnded(let outcome):
                let result = plain.resultLine(outcome, view: table.view, names: names) ?? resultLine(outcome)
                lines += boardLines + [result] + (plain.tellsScoreAtOneKeyboard ? [scoreLine] : [])
            case .handsPassed(let seat):
                lines.append("\(PlainText.visible(names[seat])) has the keyboard")
            }
        }
        return lines
    }

    private var boardLines: [String] { plain.lines(for: table.view, viewer: .spectator, names: names) }

    /// What the person may type now: in a game of turns, whose move it is first.
    private var prompt: String {
        let view = table.view
        if table.game.isOver {
            let choices = roundChoices.map { "\($0.word) for \($0.summary)" }
            guard !choices.isEmpty else { return "Type new for \(plain.nextRoundPhrase) or quit." }
            return "Type new for \(plain.nextRoundPhrase), " + choices.map { $0 + ", " }.joined() + "or quit."
        }
        if let said = plain.status(of: view, for: .spectator, names: names) { return said + "." }
        if let hands = table.hands, view.seatsToAct.contains(hands),
            let prompt = plain.prompt(for: view, seat: hands, passingKeys: true)
        {
            return "\(PlainText.visible(names[hands])) acts. \(prompt)"
        }
        guard let seat = view.seatsToAct.first, let prompt = plain.prompt(for: view, seat: seat) else {
            return "Type help for the commands."
        }
        let turns = table.setup.kind.traits.turns == .oneSeatAtATime
        return turns && view.seatsToAct.count == 1 ? "\(label(seat)) to move. \(prompt)" : prompt
    }

    /// The game and who plays: two seats face each other ("Duel: X (Ann) against O (Bob)."), more are
    /// listed ("Press race: Ann, Bob and Cy.").
    private var greeting: String {
        if let own = plain.tableGreeting(setup: table.setup, names: table.names) { return PlainText.visible(own) }
        let seats = (0..<table.setup.seatCount).map { label(Seat($0), withLevel: true) }
        var everyone = seats.last ?? ""
        if seats.count == 2 {
            everyone = "\(seats[0]) against \(seats[1])"
        } else if seats.count > 2 {
            everyone = seats.dropLast().joined(separator: ", ") + " and " + everyone
        }
        return "\(table.setup.kind.displayName): \(everyone)."
    }

    /// A seat as the greeting, the prompt and the score name it: the game's mark for the seat with its player's
    /// name ("X (Ann)", or "X" when the name is the mark), or the name alone; `withLevel`, a computer's seat adds
    /// its level ("O (Computer, perfect level)").
    private func label(_ seat: Seat, withLevel: Bool = false) -> String {
        let given = seat.index < table.names.count ? table.names[seat.index] : ""
        var name: String? = PlainText.visible(PlainText.trimmed(given))
        let mark = table.gamePlay.mark(of: seat)
        if name?.isEmpty == true || name?.uppercased() == mark?.uppercased() { name = nil }
        let level =
            withLevel && table.computerSeats.contains(seat) ? table.computerLevelName.map { "\($0) level" } : nil
        guard let mark else {
            let shown = name ?? "\(seat)"
            return level.map { "\(shown) (\($0))" } ?? shown
        }
        let detail = [name, level].compactMap { $0 }.joined(separator: ", ")
        return detail.isEmpty ? mark : "\(mark) (\(detail))"
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

    /// "Score: X (Ann) 1, O (Bob) 0, draws 0.", "Score: Ann 0, Bob 1, Cy 0, draws 0.", or in the game's words
    /// ("Score: 1 cleared, 2 lost.").
    private var scoreLine: String {
        if let own = plain.scoreSummary(of: table.score, names: names) { return "Score: \(PlainText.visible(own))." }
        let wins = (0..<table.setup.seatCount).map { "\(label(Seat($0))) \(table.score.wins[$0])" }
        return "Score: \(wins.joined(separator: ", ")), draws \(table.score.draws)."
    }

    /// "Round 2", "Board 2": the round under way as the game calls it.
    private var roundName: String {
        let noun = plain.roundNoun
        return "\(noun.prefix(1).uppercased())\(noun.dropFirst()) \(table.round)"
    }

    /// The name typed after `player` (or `p`) on `line` (empty when none was), or `nil` when the line is not that
    /// command.
    private static func playerName(in line: String) -> String? {
        let text = PlainText.trimmed(line)
        let verb = text.prefix { !$0.isWhitespace }.lowercased()
        guard verb == "player" || verb == "p" else { return nil }
        let name = PlainText.trimmed(String(text.drop { !$0.isWhitespace }))
        return name
    }

    /// `player NAME`: the keys handed to the player so named, or why not (nobody or several players by that name,
    /// or the player has them already).
    private mutating func passLines(to typedName: String) -> [String] {
        let typed = "'\(PlainText.visible(typedName, limit: 20))'"
        let people = (0..<table.setup.seatCount).map(Seat.init).filter { !table.computerSeats.contains($0) }
        guard !typedName.isEmpty else {
            let first = people.first.map { PlainText.visible(names[$0]) } ?? "Bob"
            return ["Type a player's name after player, like player \(first)."]
        }
        let seats = Self.seats(named: typedName, among: people.map { names[$0] }).map { people[$0] }
        func list(_ seats: [Seat]) -> String {
            let all = seats.map { PlainText.visible(names[$0]) }
            guard all.count > 1 else { return all.first ?? "" }
            return all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
        }
        guard let seat = seats.first else { return ["There is no player \(typed): the players are \(list(people))."] }
        guard seats.count == 1 else {
            let both = seats.count == 2 ? "both " : ""
            return ["\(typed) matches \(both)\(list(seats)): type more of the name."]
        }
        guard seat != table.hands else { return ["\(PlainText.visible(names[seat])) already has the keys."] }
        let events = table.passHands(to: seat)
        return lines(for: events)
    }

    /// The indices of `names` that `name` names: the one equal to it (case aside), or else every one it begins,
    /// so an exact name wins over a longer one it begins ("Ann" beside "Anna").
    private static func seats(named name: String, among names: [String]) -> [Int] {
        let wanted = name.lowercased()
        let lowered = names.map { $0.lowercased() }
        if let exact = lowered.firstIndex(of: wanted) { return [exact] }
        return lowered.indices.filter { lowered[$0].hasPrefix(wanted) }
    }
}
