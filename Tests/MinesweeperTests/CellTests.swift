import Minesweeper
import Testing

@Suite struct CellTests {
    @Test(arguments: [
        (0, "a"), (1, "b"), (25, "z"), (26, "aa"), (27, "ab"), (51, "az"), (52, "ba"), (98, "cu"), (701, "zz"),
        (702, "aaa"),
    ])
    func columnNamesCountLikeASpreadsheet(column: Int, name: String) {
        #expect(Cell.columnName(column) == name)
    }

    @Test(arguments: [
        ("a1", Cell(row: 0, column: 0)), ("d7", Cell(row: 6, column: 3)), ("D7", Cell(row: 6, column: 3)),
        ("ad16", Cell(row: 15, column: 29)), ("cu99", Cell(row: 98, column: 98)), ("Zz10", Cell(row: 9, column: 701)),
    ])
    func namesParseToCells(name: String, cell: Cell) {
        #expect(Cell(name: name) == cell)
    }

    @Test(arguments: ["", "a", "7", "a0", "a07", "1a", "d7 ", " d7", "d-7", "dd", "abcd1", "a123456", "é1", "d７"])
    func notCellNamesAreRefused(name: String) {
        #expect(Cell(name: name) == nil)
    }

    @Test func everyCellOfTheLargestBoardRoundTripsThroughItsName() {
        for row in 0..<99 {
            for column in 0..<99 {
                let cell = Cell(row: row, column: column)
                #expect(Cell(name: cell.name) == cell)
                #expect(cell.description == cell.name)
            }
        }
    }

    @Test func cellsOrderRowByRow() {
        let cells = [Cell(row: 1, column: 0), Cell(row: 0, column: 2), Cell(row: 0, column: 1)]
        #expect(cells.sorted() == [Cell(row: 0, column: 1), Cell(row: 0, column: 2), Cell(row: 1, column: 0)])
    }

    @Test func aCellOnNoBoardSaysSoAndCannotBeEncoded() {
        let cell = Cell(row: -2, column: 3)
        #expect(cell.name == "(row -2, column 3)")
        #expect(throws: EncodingError.self) { try JSONRoundTrip.encode(cell) }
    }

    @Test func aCellIsItsNameOnTheWire() throws {
        #expect(try JSONRoundTrip.encode([Cell(row: 6, column: 3), Cell(row: 15, column: 29)]) == #"["d7","ad16"]"#)
        #expect(try JSONRoundTrip.decode([Cell].self, from: #"["D7"]"#) == [Cell(row: 6, column: 3)])
        let error = try #require(throws: DecodingError.self) { try JSONRoundTrip.decode(Cell.self, from: #""7d""#) }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription == #""7d" is not a cell name (column letters, then a row number from 1: d7)."#)
    }
}
