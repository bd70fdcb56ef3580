/// Why a board's size or mine count is not allowed, as a sentence saying what is allowed instead.
public enum MinesweeperOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of rows is outside `MinesweeperOptions.rowRange`.
    case rowsOutOfRange(Int)
    /// The number of columns is outside `MinesweeperOptions.columnRange`.
    case columnsOutOfRange(Int)
    /// The number of mines is below 1 or above `MinesweeperOptions.maximumMines(rows:columns:)` for the board.
    case minesOutOfRange(Int, rows: Int, columns: Int)

    /// A sentence naming the wrong value and the allowed range.
    public var description: String {
        switch self {
        case .rowsOutOfRange(let rows):
            let range = MinesweeperOptions.rowRange
            return "A board has \(range.lowerBound) to \(range.upperBound) rows, not \(rows)."
        case .columnsOutOfRange(let columns):
            let range = MinesweeperOptions.columnRange
            return "A board has \(range.lowerBound) to \(range.upperBound) columns, not \(columns)."
        case .minesOutOfRange(let mines, let rows, let columns):
            let maximum = MinesweeperOptions.maximumMines(rows: rows, columns: columns)
            return "A board of \(rows) rows by \(columns) columns takes 1 to \(maximum) mines, not \(mines)"
                + " (9 cells are kept clear around the first reveal)."
        }
    }
}
