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
        var found: [Int] = []
        found.reserveCapacity(8)
        forEachNeighbour(of: index) { found.append($0) }
        return found
    }

    // NB: the flood and the numbers visit every neighbour of hundreds of cells per move; a closure instead of an
    // array saves an allocation per cell.
    /// Calls `body` with the row-major index of each of the up to 8 cells touching the cell at `index`, in order.
    func forEachNeighbour(of index: Int, _ body: (Int) -> Void) {
        let row = index / columns
        let column = index % columns
        for neighbourRow in max(row - 1, 0)...min(row + 1, rows - 1) {
            for neighbourColumn in max(column - 1, 0)...min(column + 1, columns - 1)
            where neighbourRow != row || neighbourColumn != column {
                body(neighbourRow * columns + neighbourColumn)
            }
        }
    }
}
