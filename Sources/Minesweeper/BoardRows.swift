import GameCore

/// A board as one string per row, one character per cell, as views and stored games carry it.
enum BoardRows {
    /// Why a list of rows is not a board of the given size.
    enum Problem: Error, CustomStringConvertible {
        case rowCount(Int, expected: Int)
        case rowLength(row: Int, length: Int, expected: Int)
        case symbol(Character, at: Cell)
        case flagSeat(Seat, at: Cell, seatCount: Int)

        var description: String {
            switch self {
            case .rowCount(let count, let expected):
                return "The board has \(count) rows; its options say \(expected)."
            case .rowLength(let row, let length, let expected):
                return "Row \(row + 1) has \(length) cells; the board has \(expected) columns."
            case .symbol(let symbol, let cell):
                return "\"\(symbol)\" at \(cell.name) is not a square (. 0-8 a-z F * X !)."
            case .flagSeat(let seat, let cell, let seatCount):
                return "\(cell.name) carries a flag of \(seat), but the game has \(seatCount) seats."
            }
        }
    }

    /// The rows of `squares`, a row-major board `columns` wide; `nil` if a square has no character (a seat past
    /// 25, a number outside 0-8).
    static func encode(_ squares: [MinesweeperView.Square], columns: Int) -> [String]? {
        guard squares.allSatisfy(\.isEncodable) else { return nil }
        return stride(from: 0, to: squares.count, by: columns).map { start in
            String(squares[start..<min(start + columns, squares.count)].map(\.symbol))
        }
    }

    /// The row-major squares of `rows`, which must be a board of `options`' size in the squares' alphabet with
    /// flags of the game's `seatCount` seats only.
    static func decode(
        _ rows: [String], options: MinesweeperOptions, seatCount: Int
    ) throws(Problem) -> [MinesweeperView.Square] {
        guard rows.count == options.rows else { throw .rowCount(rows.count, expected: options.rows) }
        var squares: [MinesweeperView.Square] = []
        squares.reserveCapacity(options.cellCount)
        for (row, text) in rows.enumerated() {
            guard text.count == options.columns else {
                throw .rowLength(row: row, length: text.count, expected: options.columns)
            }
            for (column, symbol) in text.enumerated() {
                guard let square = MinesweeperView.Square(symbol: symbol) else {
                    throw .symbol(symbol, at: Cell(row: row, column: column))
                }
                if case .flagged(let seat?) = square, seat.index >= seatCount {
                    throw .flagSeat(seat, at: Cell(row: row, column: column), seatCount: seatCount)
                }
                squares.append(square)
            }
        }
        return squares
    }
}
