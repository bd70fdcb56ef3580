public import ClientCore
public import GameCore
import Minesweeper

/// Co-op Minesweeper played by lines of text: each input line in, a few output lines out.
///
/// The line formats are a stable interface for scripts and screen readers (see the README): every move is one
/// line, and a finished board prints the board and then exactly one line beginning `Result: `. Pure: the caller
/// reads, writes and supplies the time of each line.
public struct MinesweeperPlainSession: Hashable, Sendable {
    /// The match being played.
    public private(set) var match: MinesweeperMatch
    /// Whether the person has quit (or input ended); after that every line gets no answer.
    public private(set) var isFinished: Bool
    /// What to print before reading the first line: the greeting, the empty board and the prompt.
    public let openingLines: [String]

    /// A session over `match`, whose first board has not been played yet.
    public init(match: MinesweeperMatch) {
        self.match = match
        self.isFinished = false
        openingLines = [Self.greeting(match)] + MinesweeperWording.boardLines(match.view) + [Self.prompt(match)]
    }

    /// The answer to one line of input (without its newline), typed at `time`.
    public mutating func handle(_ line: String, at time: GameTime) -> [String] {
        guard !isFinished else { return [] }
        match.tick(time)
        switch MinesweeperPlainCommand(line: line, options: match.options) {
        case .prompt:
            return [prompt]
        case .board:
            return boardLines + [prompt]
        case .help:
            return helpLines + [prompt]
        case .quit:
            return endOfInput()
        case .invalid(let reason):
            return [reason, prompt]
        case .player(let name):
            return passLines(to: name) + [prompt]
        case .newBoard:
            do {
                let events = try match.perform(.newBoard, at: time)
                return events.map(match.sentence) + boardLines + [prompt]
            } catch {
                return ["Board \(match.board) is not over: finish it before starting a new one.", prompt]
            }
        case .reveal(let cell):
            return play(.reveal(cell), at: time)
        case .chord(let cell):
            return play(.chord(cell), at: time)
        case .flag(let cell, let on):
            do {
                let events = try match.perform(.flag(cell, on: on), by: match.hands, at: time)
                return lines(for: events)
            } catch {
                return [refusal(error), prompt]
            }
        }
    }

    /// The answer to the end of input, which is the same as `quit`.
    public mutating func endOfInput() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        return ["Goodbye."]
    }

    private mutating func play(_ intent: MinesweeperIntent, at time: GameTime) -> [String] {
        do {
            // NB: mutate first, then describe: `lines(for: try match.perform(...))` reads `self` before the argument
            // changes it, and describes the board as it was.
            let events = try match.perform(intent, at: time)
            return lines(for: events)
        } catch {
            return [refusal(error), prompt]
        }
    }

    /// A move's sentence; at the end of the board the board itself and the `Result:` line rather than the
    /// ending's own sentence, which says the same.
    private func lines(for events: [MinesweeperEvent]) -> [String] {
        var lines: [String] = []
        for event in events {
            switch event {
            case .mineHit(let seat, let cell, _):
                lines += boardLines + ["Result: mine hit by \(name(seat)) at \(cell.name)"]
            case .cleared(let elapsed):
                lines += boardLines + ["Result: cleared in \(MinesweeperWording.seconds(elapsed)) s"]
            default:
                lines.append(PlainText.visible(match.sentence(event)))
            }
        }
        return lines + [prompt]
    }

    private func refusal(_ refusal: MinesweeperRefusal) -> String {
        refusal.violation == .gameOver ? "Board \(match.board) is over: type new for a new board." : refusal.description
    }

    private var prompt: String { Self.prompt(match) }

    private var boardLines: [String] { MinesweeperWording.boardLines(match.view) }

    private func name(_ seat: Seat) -> String {
        PlainText.visible(match.name(of: seat))
    }

    private func names(_ seats: [Seat]) -> String {
        let all = seats.map(name)
        guard all.count > 1 else { return all.first ?? "" }
        return all.dropLast().joined(separator: ", ") + " and " + (all.last ?? "")
    }

    /// `player NAME`: the keys handed to the player so named, or why not (nobody or several players by that name,
    /// or the player has them already).
    private mutating func passLines(to typedName: String) -> [String] {
        let typed = "'\(PlainText.visible(typedName, limit: 20))'"
        let seats = seats(named: typedName)
        guard let seat = seats.first else {
            return ["There is no player \(typed): the players are \(names(match.players.indices.map(Seat.init)))."]
        }
        guard seats.count == 1 else {
            let both = seats.count == 2 ? "both " : ""
            return ["\(typed) matches \(both)\(names(seats)): type more of the name."]
        }
        guard seat != match.hands else { return ["\(name(seat)) already has the keys."] }
        return match.pass(to: seat).map(match.sentence)
    }

    /// The seat whose player's name is `name` (case aside), or else every seat whose player's name starts with it:
    /// an exact name wins over a longer one it begins ("Ann" beside "Anna").
    private func seats(named name: String) -> [Seat] {
        let wanted = name.lowercased()
        let lowered = match.players.map { $0.lowercased() }
        if let exact = lowered.firstIndex(of: wanted) { return [Seat(exact)] }
        return lowered.indices.filter { lowered[$0].hasPrefix(wanted) }.map(Seat.init)
    }
}
