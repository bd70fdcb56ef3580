public import ClientCore
import GameCore
import TicTacToe

/// A local match played by lines of text: each input line in, a few output lines out.
///
/// The line formats are a stable interface for scripts and screen readers (see the README): every move is one
/// line, and a finished round prints exactly one line beginning `Result: `. Pure: the caller reads and writes.
public struct PlainSession: Hashable, Sendable {
    /// The match being played.
    public private(set) var match: LocalMatch
    /// How the digits 1-9 map onto the board.
    public let digits: DigitLayout
    /// Whether the person has quit (or input ended); after that every line gets no answer.
    public private(set) var isFinished: Bool
    /// What to print before reading the first line: greeting, round start, any opening computer move, the
    /// board and the prompt.
    public private(set) var openingLines: [String]

    /// A match between `players` (seat 0 plays X and starts) whose computer seats draw randomness from `seed`.
    public init(players: [Player], digits: DigitLayout = .keypad, seed: UInt64) {
        self.init(match: LocalMatch(players: players, seed: seed), digits: digits)
    }

    /// A session over `match`, which must not have begun yet: this calls `begin()` on it.
    public init(match: LocalMatch, digits: DigitLayout = .keypad) {
        self.match = match
        self.digits = digits
        self.isFinished = false
        self.openingLines = []
        let events = self.match.begin()
        openingLines = [greeting] + lines(for: events) + [prompt]
    }

    /// The answer to one line of input (without its newline).
    public mutating func handle(_ line: String) -> [String] {
        guard !isFinished else { return [] }
        switch PlainCommand(line: line, digits: digits) {
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
        case .newRound:
            guard match.game.isOver else {
                return ["Round \(match.round) is not over: finish it before starting a new one.", prompt]
            }
            // NB: mutate first, then describe: `lines(for: match.startNextRound())` would read `self` before the
            // argument changes it, and describe the old board.
            let events = match.startNextRound()
            return lines(for: events) + [prompt]
        case .square(let square):
            let events: [MatchEvent]
            do {
                events = try match.play(square)
            } catch .gameOver {
                return ["Round \(match.round) is over.", prompt]
            } catch {
                return [error.description, prompt]
            }
            return lines(for: events) + [prompt]
        }
    }

    /// The answer to the end of input, which is the same as `quit`: the score and a goodbye.
    public mutating func endOfInput() -> [String] {
        guard !isFinished else { return [] }
        isFinished = true
        return [scoreLine, "Goodbye."]
    }

    /// What to say about `events`; the board follows a new round's start so the person sees where to play.
    private func lines(for events: [MatchEvent]) -> [String] {
        var lines: [String] = []
        for event in events {
            switch event {
            case .roundStarted(let round, let starter):
                lines.append("Round \(round): \(label(starter)) moves first.")
            case .marked(let square, let seat):
                lines.append("\(markName(seat)) plays \(square.name) (\(square.placeName))")
            case .roundEnded(let ending):
                lines += boardLines + [resultLine(ending), scoreLine]
            }
        }
        let started = events.contains { if case .roundStarted = $0 { true } else { false } }
        if started, !match.game.isOver { lines += boardLines }
        return lines
    }
}
