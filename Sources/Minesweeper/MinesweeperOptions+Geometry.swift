extension MinesweeperOptions {
    /// The cells of the board, row by row.
    var allCells: [Cell] {
        (0..<cellCount).map(cell(at:))
    }

    /// Where `cell` (on the board) sits in a row-major array of every cell.
    func index(of cell: Cell) -> Int {
        cell.row * columns + cell.column
    }

    /// The cell at `index` of a row-major array of every cell.
    func cell(at index: Int) -> Cell {
        Cell(row: index / columns, column: index % columns)
    }

    /// The up to 8 cells touching `cell` on the board, row by row.
    func neighbours(of cell: Cell) -> [Cell] {
        neighbourIndices(of: index(of: cell)).map(cell(at:))
    }

    /// The row-major indices of the up to 8 cells touching the cell at `index`, in order.
    func neighbourIndices(of index: Int) -> [Int] {
        let row = index / columns
        let column = index % columns
        var found: [Int] = []
        found.reserveCapacity(8)
        for neighbourRow in max(row - 1, 0)...min(row + 1, rows - 1) {
            for neighbourColumn in max(column - 1, 0)...min(column + 1, columns - 1)
            where neighbourRow != row || neighbourColumn != column {
                found.append(neighbourRow * columns + neighbourColumn)
            }
        }
        return found
    }
}
