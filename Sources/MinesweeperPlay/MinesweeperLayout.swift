import TermCore
import TerminalUI

import struct Minesweeper.Cell

/// Where everything of a Minesweeper screen goes, and which part of the board is in view: the one answer both
/// drawing and mouse hit-testing use, so a click lands on the cell drawn under it.
///
/// Rows from the top: the status bar, the header (mines left, face, time), the column letters (on two rows, one
/// letter above the other, for a board wider than 26 columns: "aa" is an "a" over an "a"), the board's frame around
/// the rows in view, the event line, the row for the room's notices, and the key hints. Each cell is two
/// columns wide, its symbol then a gap, so an expert board (30 columns) takes 60 columns plus its frame; the gaps
/// hold the brackets of the cursors.
struct MinesweeperLayout: Hashable, Sendable {
    /// Columns per board cell: the symbol and the gap after it.
    static let cellWidth = 2
    /// Rows the screen needs besides the board's rows and the second row of letters: bars, header, letters, frame
    /// and event line.
    static let chromeRows = 7
    /// Columns of the players list beside the board: the narrowest worth drawing, and the widest.
    static let panelWidths = 16...26

    /// The board's size in rows and columns.
    let boardRows: Int
    let boardColumns: Int
    /// The board rows in view, top to bottom.
    let rows: Range<Int>
    /// The board columns in view, left to right.
    let columns: Range<Int>
    /// The frame around the cells in view.
    let frame: Rect
    /// The first column of the row numbers, which are right-aligned in `labelWidth` columns.
    let labelX: Int
    /// How many columns the row numbers take.
    let labelWidth: Int
    /// The row of the header.
    let headerRow: Int
    /// The row of the column letters, the last letter of each name.
    let letterRow: Int
    /// The row above it with the first letter of two-letter names, on a board wider than 26 columns; else `nil`.
    let prefixRow: Int?
    /// The row of the event line, under the frame.
    let eventRow: Int
    /// The row for the room's notice, right under the event line: kept free in the screen's middle when there is
    /// room, else the row under it (a table's screen keeps that row for its notice).
    let noticeRow: Int
    /// The players list beside the board, or `nil` when the screen is too narrow for it.
    let panel: Rect?

    /// The layout of a board of `boardRows` by `boardColumns` on a screen of `size`, in view around `follow`, moved
    /// `shift` rows down; `nil` when not even three rows and three columns of the board fit.
    init?(boardRows: Int, boardColumns: Int, screen size: Size, follow: Cell, shiftedDown shift: Int = 0) {
        let labelWidth = String(max(1, boardRows)).count
        // NB: a column of margin at each side, the row numbers and a space, the frame and the gap before the first
        // cell, then two columns per cell, the last one's gap against the right frame.
        let fixedWidth = 2 + labelWidth + 1 + 3
        let visibleColumns = min(boardColumns, (size.width - fixedWidth) / Self.cellWidth)
        let prefixRows = boardColumns > 26 ? 1 : 0
        let visibleRows = min(boardRows, size.height - Self.chromeRows - prefixRows)
        guard visibleColumns >= 3, visibleRows >= 3 else { return nil }
        self.boardRows = boardRows
        self.boardColumns = boardColumns
        self.labelWidth = labelWidth
        let firstRow = Self.offset(following: follow.row, visible: visibleRows, total: boardRows)
        let firstColumn = Self.offset(following: follow.column, visible: visibleColumns, total: boardColumns)
        rows = firstRow..<firstRow + visibleRows
        columns = firstColumn..<firstColumn + visibleColumns

        let frameWidth = visibleColumns * Self.cellWidth + 3
        let boardWidth = labelWidth + 1 + frameWidth
        let panelRoom = size.width - 2 - boardWidth - 2
        let panelWidth = min(Self.panelWidths.upperBound, panelRoom)
        let hasPanel = Self.panelWidths.contains(panelWidth)
        let blockWidth = boardWidth + (hasPanel ? 2 + panelWidth : 0)
        labelX = max(1, (size.width - blockWidth) / 2)

        let hasNoticeRow = size.height - Self.chromeRows - prefixRows - visibleRows >= 1
        let blockHeight = Self.chromeRows - 2 + prefixRows + visibleRows + (hasNoticeRow ? 1 : 0)
        let top = 1 + shift + (size.height - 2 - blockHeight) / 2
        headerRow = top
        prefixRow = prefixRows == 1 ? top + 1 : nil
        letterRow = top + 1 + prefixRows
        frame = Rect(x: labelX + labelWidth + 1, y: letterRow + 1, width: frameWidth, height: visibleRows + 2)
        eventRow = frame.maxY
        noticeRow = eventRow + 1
        panel =
            hasPanel
            ? Rect(
                x: frame.maxX + 2, y: frame.origin.y, width: panelWidth,
                height: size.height - 1 + shift - frame.origin.y)
            : nil
    }

    /// The first board row (or column) in view when `cursor` must be: the view turns a page at a time, keeping a
    /// margin of cells around the cursor, so it depends on the cursor alone and moving within a page redraws only
    /// the cells that changed. The pages are laid out from the one centred on the board, where every cursor
    /// starts, so a board opens with its cursor mid-view (pages counted from the top put a 40-row board's centre
    /// on the third row of a 22-row view).
    ///
    /// NB: pages overlap by twice the margin; a cursor that leaves a page by one step lands `margin` cells inside
    /// the next, with what it came from still in view. The pages at the ends are cut to the board.
    static func offset(following cursor: Int, visible: Int, total: Int) -> Int {
        guard visible > 0, visible < total else { return 0 }
        let margin = visible >= 7 ? 2 : visible >= 3 ? 1 : 0
        let step = visible - 2 * margin
        let centred = (total - visible) / 2
        let distance = cursor - margin - centred
        // NB: rounded down on both sides of the centred page (`/` rounds towards zero).
        let page = distance >= 0 ? distance / step : -((step - 1 - distance) / step)
        return min(max(0, centred + page * step), total - visible)
    }

    /// Whether some of the board lies beyond the view.
    var scrolls: Bool { rows.count < boardRows || columns.count < boardColumns }

    /// Where `cell`'s symbol is drawn, or `nil` when it is out of view.
    func point(for cell: Cell) -> Point? {
        guard rows.contains(cell.row), columns.contains(cell.column) else { return nil }
        return Point(
            x: frame.origin.x + 2 + (cell.column - columns.lowerBound) * Self.cellWidth,
            y: frame.origin.y + 1 + cell.row - rows.lowerBound
        )
    }

    /// The cell drawn at `point`: its symbol or the gap after it (the gap before the first column counts for the
    /// first); `nil` on the frame or outside it.
    func cell(at point: Point) -> Cell? {
        let inside = Rect(x: frame.origin.x + 1, y: frame.origin.y + 1, width: frame.size.width - 2, height: rows.count)
        guard inside.contains(point) else { return nil }
        let step = max(0, point.x - frame.origin.x - 2) / Self.cellWidth
        let column = columns.lowerBound + min(step, columns.count - 1)
        return Cell(row: rows.lowerBound + point.y - inside.origin.y, column: column)
    }
}
