import ClientCore
import GameCore
import Minesweeper

extension MinesweeperPlainSession {
    /// "Minesweeper for Ann: beginner, 9x9, 10 mines." or "Co-op Minesweeper for Ann and Bob: ...".
    static func greeting(_ match: MinesweeperMatch) -> String {
        let names = match.players.map { PlainText.visible($0) }
        let who = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names[0]
        let kind = match.isHotSeat ? "Co-op Minesweeper" : "Minesweeper"
        return "\(kind) for \(who): \(MinesweeperWording.summary(of: match.options))."
    }

    /// What to type next: the player at the keys and the moves, or `new` once the board is over.
    static func prompt(_ match: MinesweeperMatch) -> String {
        guard !match.isOver else { return "Type new for a new board or quit." }
        let who = match.isHotSeat ? "\(PlainText.visible(match.name(of: match.hands))) acts. " : ""
        let switching = match.isHotSeat ? ", player NAME" : ""
        return "\(who)Type r, f, u or c and a cell (like r \(example(match.options)))\(switching), or help."
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

    private static func example(_ options: MinesweeperOptions) -> String {
        Cell(row: options.rows / 2, column: options.columns / 2).name
    }
}
