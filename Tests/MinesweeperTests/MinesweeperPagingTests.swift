import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import Testing

import struct Minesweeper.Cell

/// Which part of a board larger than the screen is in view: a board opens with its centre (where the cursor
/// starts) well inside the view, and the view follows the cursor a page at a time without ever losing it.
struct MinesweeperPagingTests {
    /// A blank board of `rows` by `columns` with Ann's cursor at `cursor`.
    static func scene(rows: Int, columns: Int, cursor: Cell) -> MinesweeperScene {
        let options = try! MinesweeperOptions(rows: rows, columns: columns, mines: rows * columns / 8)
        let ann = Seat(0)
        return MinesweeperScene(
            view: MinesweeperView(options: options, seatCount: 1),
            players: [MinesweeperScene.Player(seat: ann, name: "Ann")], cursors: [ann: cursor], focus: ann)
    }

    /// The board rows and columns drawn on the screen, in order.
    static func inView(_ scene: MinesweeperScene, size: Size) -> (rows: [Int], columns: [Int]) {
        let cells = MinesweeperProbe.points(of: scene, size: size).keys
        return (Set(cells.map(\.row)).sorted(), Set(cells.map(\.column)).sorted())
    }

    /// The tester's board (40 rows by 60 columns at 100x30 opened on rows 19-40 with the cursor on the third
    /// row in view), and others larger than their screen: the starting cursor, at the board's centre, is at
    /// least a third of the view from each of its edges.
    @Test(arguments: [
        (40, 60, Size(width: 100, height: 30)), (16, 30, Size(width: 30, height: 12)),
        (30, 30, Size(width: 80, height: 24)), (99, 99, Size(width: 80, height: 24)),
        (99, 99, Size(width: 200, height: 60)), (20, 40, Size(width: 60, height: 20)),
    ])
    func aBoardOpensWithItsCentreWellInView(rows: Int, columns: Int, size: Size) throws {
        let centre = Cell(row: rows / 2, column: columns / 2)
        let view = Self.inView(Self.scene(rows: rows, columns: columns, cursor: centre), size: size)
        for (shown, at) in [(view.rows, centre.row), (view.columns, centre.column)] {
            let index = try #require(shown.firstIndex(of: at), "the cursor is out of view")
            #expect(index >= shown.count / 3 && index < shown.count - shown.count / 3, "\(at) in \(shown)")
        }
    }

    /// Walking the cursor down a column and along a row of the tester's board: it is always in view, away from
    /// the view's edge unless at the board's, and each step either keeps the view or turns it with the cell it
    /// came from still shown.
    @Test func theViewFollowsTheCursorAPageAtATime() throws {
        let size = Size(width: 100, height: 30)
        let (rows, columns) = (40, 60)
        let walks: [[Cell]] = [
            (0..<rows).map { Cell(row: $0, column: columns / 2) },
            (0..<columns).map { Cell(row: rows / 2, column: $0) },
        ]
        for walk in walks {
            var previous: (cursor: Cell, view: (rows: [Int], columns: [Int]))?
            for cursor in walk {
                let view = Self.inView(Self.scene(rows: rows, columns: columns, cursor: cursor), size: size)
                for (shown, at, total) in [(view.rows, cursor.row, rows), (view.columns, cursor.column, columns)] {
                    let index = try #require(shown.firstIndex(of: at), "\(cursor) is out of view")
                    #expect(index >= 2 || shown.first == 0, "\(cursor) at the top or left edge of \(shown)")
                    #expect(index < shown.count - 2 || shown.last == total - 1, "\(cursor) at the far edge")
                }
                if let previous {
                    #expect(view.rows.contains(previous.cursor.row) && view.columns.contains(previous.cursor.column))
                }
                previous = (cursor, view)
            }
        }
    }
}
