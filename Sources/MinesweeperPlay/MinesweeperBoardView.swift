import GameCore
import Minesweeper
import TermCore
import TerminalUI

import struct Minesweeper.Cell

/// The Minesweeper board in view: column letters, row numbers, the frame with its marks where more lies beyond,
/// every cell's symbol, and the players' cursors.
enum MinesweeperBoardView {
    /// Draws `scene`'s board where `layout` puts it.
    static func draw(
        _ scene: MinesweeperScene, layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let theme = options.theme
        drawLabels(layout, into: &canvas, style: theme[.boardLabel])
        canvas.drawFrame(layout.frame, glyphs: options.glyphs, style: theme[.boardFrame])
        if layout.scrolls { drawScrollMarks(layout, into: &canvas, options: options) }
        // NB: every square's canvas cell is made once per frame: packing a character is the costly part of a cell.
        let symbols = SquareSymbols(options: options)
        let view = scene.view
        for row in layout.rows {
            guard let start = layout.point(for: Cell(row: row, column: layout.columns.lowerBound)) else { continue }
            for (step, column) in layout.columns.enumerated() {
                let (symbol, gap) = symbols[view[Cell(row: row, column: column)]]
                let x = start.x + step * MinesweeperLayout.cellWidth
                canvas[x, start.y] = symbol
                canvas[x + 1, start.y] = gap
            }
        }
        drawCursors(scene, layout: layout, into: &canvas, options: options)
    }

    /// The column letters above the frame, a two-letter name's first letter over its second, and the row numbers
    /// to its left, right-aligned.
    private static func drawLabels(_ layout: MinesweeperLayout, into canvas: inout Canvas, style: Style) {
        for column in layout.columns {
            guard let point = layout.point(for: Cell(row: layout.rows.lowerBound, column: column)) else { continue }
            let name = Cell.columnName(column)
            canvas.put(String(name.suffix(1)), x: point.x, y: layout.letterRow, style: style)
            if let prefixRow = layout.prefixRow, name.count > 1 {
                canvas.put(String(name.prefix(name.count - 1)), x: point.x, y: prefixRow, style: style)
            }
        }
        for row in layout.rows {
            let number = String(row + 1)
            let y = layout.frame.origin.y + 1 + row - layout.rows.lowerBound
            canvas.put(number, x: layout.labelX + layout.labelWidth - number.count, y: y, style: style)
        }
    }

    /// Arrows along each edge of the frame beyond which more of the board lies, and the range in view ("rows 1-16
    /// of 30 · cols a-t of 40") set into the bottom edge.
    private static func drawScrollMarks(_ layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions)
    {
        let style = options.theme[.scrollMark]
        let arrows = options.glyphs.scrollArrows
        let frame = layout.frame
        let markColumns = stride(from: frame.origin.x + 3, to: frame.maxX - 2, by: 8)
        let markRows = stride(from: frame.origin.y + 1, to: frame.maxY - 1, by: 4)
        if layout.rows.lowerBound > 0 {
            for x in markColumns { canvas.put(String(arrows.up), x: x, y: frame.origin.y, style: style) }
        }
        if layout.rows.upperBound < layout.boardRows {
            for x in markColumns { canvas.put(String(arrows.down), x: x, y: frame.maxY - 1, style: style) }
        }
        if layout.columns.lowerBound > 0 {
            for y in markRows { canvas.put(String(arrows.left), x: frame.origin.x, y: y, style: style) }
        }
        if layout.columns.upperBound < layout.boardColumns {
            for y in markRows { canvas.put(String(arrows.right), x: frame.maxX - 1, y: y, style: style) }
        }
        let rows = "\(layout.rows.lowerBound + 1)-\(layout.rows.upperBound)"
        let columns = "\(Cell.columnName(layout.columns.lowerBound))-\(Cell.columnName(layout.columns.upperBound - 1))"
        let rowsScroll = layout.rows.count < layout.boardRows
        let columnsScroll = layout.columns.count < layout.boardColumns
        let separator = options.glyphs.separator
        let candidates = [
            [
                rowsScroll ? "rows \(rows) of \(layout.boardRows)" : nil,
                columnsScroll ? "cols \(columns) of \(layout.boardColumns)" : nil,
            ],
            [
                rowsScroll ? "\(rows)/\(layout.boardRows)" : nil,
                columnsScroll ? "\(columns)/\(layout.boardColumns)" : nil,
            ],
        ].map { " \($0.compactMap { $0 }.joined(separator: separator)) " }
        guard let text = candidates.first(where: { $0.count <= frame.size.width - 4 }) else { return }
        canvas.putCentred(text, y: frame.maxY - 1, in: frame, style: style)
    }

    /// Every cursor in view: the player's own pair of brackets (`cursorBrackets`) in their colour in the gaps either
    /// side of the cell, and the focused player's cell itself in reverse video of that colour, so it is the one most
    /// seen.
    ///
    /// NB: two players on one cell split it: the left bracket one player's, the right the other's, the focused
    /// player's taking the left. Cells with a focused cursor are drawn last, so where two cursors are neighbours
    /// and share a gap, the focused one's bracket shows; the shapes differ, so `[2]1)` still reads as two cursors
    /// without colour, where the same brackets read `[2]1]`.
    private static func drawCursors(
        _ scene: MinesweeperScene, layout: MinesweeperLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let colors = Dictionary(scene.players.map { ($0.seat, $0.color) }) { first, _ in first }
        var seatsByCell: [Cell: [Seat]] = [:]
        for (seat, cell) in scene.cursors where layout.point(for: cell) != nil {
            seatsByCell[cell, default: []].append(seat)
        }
        let ordered = seatsByCell.map { cell, seats in
            (cell, seats.sorted { ($0 == scene.focus ? -1 : $0.index) < ($1 == scene.focus ? -1 : $1.index) })
        }
        .sorted { ($0.1.first == scene.focus ? 1 : 0, $0.0) < ($1.1.first == scene.focus ? 1 : 0, $1.0) }
        for (cell, seats) in ordered {
            guard let point = layout.point(for: cell), let first = seats.first, let last = seats.last else { continue }
            let left = bracketStyle(color: colors[first] ?? first.index, options: options)
            let right = bracketStyle(color: colors[last] ?? last.index, options: options)
            let color = (first: colors[first] ?? first.index, last: colors[last] ?? last.index)
            canvas.put(String(cursorBrackets(color.first).open), x: point.x - 1, y: point.y, style: left)
            canvas.put(String(cursorBrackets(color.last).close), x: point.x + 1, y: point.y, style: right)
            if first == scene.focus {
                let mark = focusStyle(color: colors[first] ?? first.index, options: options)
                canvas.restyle(Rect(x: point.x, y: point.y, width: 1, height: 1)) { $0 = mark }
            } else {
                canvas.restyle(Rect(x: point.x, y: point.y, width: 1, height: 1)) { $0.attributes.insert(.underline) }
            }
        }
    }

    /// The brackets of player colour `color`'s cursor: `[ ]`, `( )`, `{ }`, `< >`, then again from `[ ]`; the
    /// legend's chips show the same pair, so whose cursor is whose reads without colour too.
    static func cursorBrackets(_ color: Int) -> (open: Character, close: Character) {
        let pairs: [(Character, Character)] = [("[", "]"), ("(", ")"), ("{", "}"), ("<", ">")]
        return pairs[(color % pairs.count + pairs.count) % pairs.count]
    }

    /// The chip that stands for player colour `color` in the legends: their number in their cursor's brackets.
    static func chip(number: Int, color: Int) -> String {
        let brackets = cursorBrackets(color)
        return "\(brackets.open)\(number)\(brackets.close)"
    }

    /// The theme role of player colour `color`: `player1` to `player6`, again from `player1` after six.
    static func playerRole(_ color: Int) -> ThemeRole {
        let roles: [ThemeRole] = [.player1, .player2, .player3, .player4, .player5, .player6]
        return roles[(color % roles.count + roles.count) % roles.count]
    }

    /// A cursor's bracket: the player's colour as a bold foreground; in a theme without it (mono), the player
    /// role's own attributes, bold.
    private static func bracketStyle(color: Int, options: RenderOptions) -> Style {
        let chip = options.theme[playerRole(color)]
        guard chip.background != .terminalDefault else { return Style(attributes: chip.attributes.union(.bold)) }
        return Style(foreground: chip.background, attributes: .bold)
    }

    /// The focused cursor's cell: the player's colour in reverse video (a block of it, the symbol cut out), bold;
    /// in mono the theme's cursor style.
    private static func focusStyle(color: Int, options: RenderOptions) -> Style {
        let chip = options.theme[playerRole(color)]
        let cursor = options.theme[.cursor]
        guard chip.background != .terminalDefault else { return cursor }
        return Style(foreground: chip.background, attributes: cursor.attributes.union([.reverse, .bold]))
    }
}
