public import ClientCore
public import TicTacToe

/// One line of plain-mode input, once its meaning is known.
public enum PlainCommand: Hashable, Sendable {
    /// Mark this square.
    case square(Square)
    /// Show the board.
    case board
    /// Show how to play.
    case help
    /// Start the next round.
    case newRound
    /// Leave.
    case quit
    /// An empty line: say again whose turn it is.
    case prompt
    /// Not a command; the reason is one line to show.
    case invalid(reason: String)

    /// The command `line` stands for: case does not matter, and spaces around it are ignored. `online` names the
    /// online commands (`rematch`, `claim`, `abort`) rather than `new` when a line is not understood.
    public init(line: String, digits: DigitLayout, online: Bool = false) {
        let text = PlainText.trimmed(line)
        let word = text.lowercased()
        switch word {
        case "": self = .prompt
        case "board", "b": self = .board
        case "help", "h", "?": self = .help
        case "new", "n": self = .newRound
        case "quit", "q", "exit": self = .quit
        default: self = Self.square(word, original: text, digits: digits, online: online)
        }
    }

    private static func square(_ word: String, original: String, digits: DigitLayout, online: Bool) -> PlainCommand {
        if let square = Square(name: word) { return .square(square) }
        let characters = Array(word)
        if characters.count == 1, let digit = characters[0].wholeNumberValue {
            if let square = digits.square(for: digit) { return .square(square) }
            return .invalid(reason: "There is no square \(digit): the digits are 1-9.")
        }
        if characters.count == 2, characters[0].isLetter, characters[1].isNumber {
            return .invalid(reason: "\(word) is not on the board: columns are a-c and rows 1-3.")
        }
        return .invalid(
            reason: "Unknown command '\(PlainText.visible(original, limit: 20))': "
                + "type a square like b2, a digit 1-9, board, help, "
                + (online ? "rematch, claim, abort or quit." : "new or quit.")
        )
    }
}
