import ClientCore
import GameCore
import Minesweeper

extension MinesweeperPlainSession {
    /// "Minesweeper for Ann: beginner, 9x9, 10 mines." or "Co-op Minesweeper for Ann and Bob: ...".
    static func greeting(_ match: MinesweeperMatch) -> String {
        let names = match.players.map { PlainText.visible($0) }
        let who = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names[0]
        let kind = match.isHotSeat ? "Co-op Minesweeper" : "Minesweeper"
        return "\(kind) for \(who): \(MinesweeperMatch.summary(of: match.options))."
    }

    /// What to type next: the player at the keys and the moves, or `new` once the board is over.
    static func prompt(_ match: MinesweeperMatch) -> String {
        guard !match.isOver else { return "Type new for a new board or quit." }
        let who = match.isHotSeat ? "\(PlainText.visible(match.name(of: match.hands))) acts. " : ""
        let switching = match.isHotSeat ? ", player NAME" : ""
        return "\(who)Type r, f, u or c and a cell (like r \(example(match.options)))\(switching), or help."
    }

    /// The board: a line of column letters, then one line per row with its number; `.` hidden, `-` an empty
    /// cell, `1`-`8` a number, `F` a flag, and after the end `*` a mine, `X` the mine hit, `!` a wrong flag.
    static func boardLines(_ view: MinesweeperView) -> [String] {
        let options = view.options
        let width = (0..<options.columns).map { Cell.columnName($0).count }.max() ?? 1
        let margin = String(options.rows).count
        func pad(_ text: String, _ size: Int) -> String {
            String(repeating: " ", count: max(0, size - text.count)) + text
        }
        let header =
            String(repeating: " ", count: margin + 2)
            + (0..<options.columns).map { pad(Cell.columnName($0), width) }.joined(separator: " ")
        let rows = (0..<options.rows).map { row in
            pad(String(row + 1), margin) + "  "
                + (0..<options.columns).map { column in
                    pad(symbol(view[Cell(row: row, column: column)]), width)
                }.joined(separator: " ")
        }
        return [header] + rows
    }

    /// How to name cells and the commands.
    var helpLines: [String] {
        let options = match.options
        let last = Cell(row: options.rows - 1, column: options.columns - 1)
        var lines = [
            "Cells are a column letter and a row number: a1 is top left, \(last.name) bottom right.",
            "r a1 reveals a1 (a cell alone does too; on a number it chords), f a1 flags it, u a1 or f a1 off "
                + "takes the flag off, c a1 reveals around a number whose flags are all placed.",
            "board shows the board (. hidden, - empty, F flag), new starts a new board once this one is over, "
                + "quit leaves.",
        ]
        if match.isHotSeat {
            lines.append("player NAME hands the keyboard to that player: the moves after it are theirs.")
        }
        return lines
    }

    private static func symbol(_ square: MinesweeperView.Square) -> String {
        switch square {
        case .hidden: return "."
        case .flagged: return "F"
        case .revealed(0): return "-"
        case .revealed(let number): return String(number)
        case .mine: return "*"
        case .exploded: return "X"
        case .misflagged: return "!"
        }
    }

    private static func example(_ options: MinesweeperOptions) -> String {
        Cell(row: options.rows / 2, column: options.columns / 2).name
    }
}
