public import Minesweeper
import PlainMode

/// One line of plain-mode input on a Minesweeper board, once its meaning is known.
public enum MinesweeperPlainCommand: Hashable, Sendable {
    /// Reveal a cell (`r a1`, or the cell alone); on a revealed number it chords.
    case reveal(Cell)
    /// Put a flag on a cell (`f a1`), or take it off (`u a1`, `f a1 off`).
    case flag(Cell, on: Bool)
    /// Chord a revealed number (`c a1`).
    case chord(Cell)
    /// Hand the keyboard to the player whose name starts with this (`player Bob`).
    case player(String)
    /// Show the board.
    case board
    /// Show how to play.
    case help
    /// A new board, once this one is over.
    case newBoard
    /// Leave.
    case quit
    /// An empty line: say again what to type.
    case prompt
    /// Not a command; the reason is one line to show.
    case invalid(reason: String)

    /// The command `line` stands for on a board of `options` (any board when `nil`: a cell is then checked when the
    /// move is made): case does not matter, and spaces around and between words are ignored.
    public init(line: String, options: MinesweeperOptions?) {
        let text = PlainText.trimmed(line)
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let verb = words.first else {
            self = .prompt
            return
        }
        let rest = Array(words.dropFirst())
        if rest.isEmpty, let word = Self.word(verb) {
            self = word
            return
        }
        switch verb {
        case "player", "p":
            let name = PlainText.trimmed(String(text.drop { !$0.isWhitespace }))
            self =
                name.isEmpty ? .invalid(reason: "Type a player's name after player, like player Bob.") : .player(name)
        case "r", "reveal":
            self = Self.cell(rest, verb: verb, options: options, make: Self.reveal)
        case "c", "chord":
            self = Self.cell(rest, verb: verb, options: options, make: Self.chord)
        case "u", "unflag":
            self = Self.cell(rest, verb: verb, options: options) { .flag($0, on: false) }
        case "f", "flag":
            if rest.count == 2, rest[1] == "off" || rest[1] == "on" {
                let on = rest[1] == "on"
                self = Self.cell([rest[0]], verb: verb, options: options) { .flag($0, on: on) }
            } else {
                self = Self.cell(rest, verb: verb, options: options) { .flag($0, on: true) }
            }
        default:
            if words.count == 1, let cell = Cell(name: verb) {
                self = Self.onBoard(cell, options: options) ?? .reveal(cell)
            } else {
                self = .invalid(
                    reason: "Unknown command '\(PlainText.visible(text, limit: 20))': "
                        + "type r, f, u or c and a cell (like r e5), board, help, new or quit.")
            }
        }
    }

    /// The command a word standing alone means, or `nil` when it is not one.
    private static func word(_ word: String) -> MinesweeperPlainCommand? {
        switch word {
        case "board", "b": return .board
        case "help", "h", "?": return .help
        case "new", "n": return .newBoard
        case "quit", "q", "exit": return .quit
        default: return nil
        }
    }

    /// `make(cell)` for the one cell named in `words`, or why not.
    private static func cell(
        _ words: [String], verb: String, options: MinesweeperOptions?, make: (Cell) -> MinesweeperPlainCommand
    ) -> MinesweeperPlainCommand {
        guard words.count == 1 else {
            return .invalid(reason: "Type one cell after \(verb), like \(verb) \(Self.example(options)).")
        }
        guard let cell = Cell(name: words[0]) else {
            return .invalid(
                reason: "'\(PlainText.visible(words[0], limit: 20))' is not a cell: "
                    + "a column letter and a row number, like \(Self.example(options)).")
        }
        return onBoard(cell, options: options) ?? make(cell)
    }

    /// Why `cell` is not on the board, or `nil` when it is.
    private static func onBoard(_ cell: Cell, options: MinesweeperOptions?) -> MinesweeperPlainCommand? {
        guard let options, !options.contains(cell) else { return nil }
        let last = Cell(row: options.rows - 1, column: options.columns - 1)
        return .invalid(
            reason: "\(cell.name) is not on the board: columns are a-\(Cell.columnName(last.column)) "
                + "and rows 1-\(options.rows).")
    }

    /// A cell in the middle of the board, for the examples in messages.
    private static func example(_ options: MinesweeperOptions?) -> String {
        guard let options else { return "e5" }
        return Cell(row: options.rows / 2, column: options.columns / 2).name
    }
}
