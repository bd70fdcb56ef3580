import ClientCore
import GameCore
import TermCore
import TerminalUI
import TicTacToe

/// The board: the grid, the marks, the digits of empty squares, the cursor, the winning line and the marker on
/// the last move.
enum BoardView {
    /// Draws `game` where `layout` puts it, with the cursor on `cursor` when given (and the digits of the empty
    /// squares then), the last move pointed out when `marksLastMove`.
    static func draw(
        _ game: TicTacToe, cursor: Square?, marksLastMove: Bool, layout: BoardLayout, digits: DigitLayout,
        into canvas: inout Canvas, options: RenderOptions
    ) {
        drawGrid(layout, into: &canvas, options: options)
        let winning = game.ending?.winningSquares ?? []
        for square in Square.all {
            drawSquare(
                square, of: game, isWinning: winning.contains(square), isCursor: !game.isOver && square == cursor,
                marksLastMove: marksLastMove, showsDigits: cursor != nil, layout: layout, digits: digits,
                into: &canvas, options: options)
        }
    }

    /// Draws the grid lines of the board where `layout` puts it.
    static func drawGrid(_ layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions) {
        let glyphs = options.glyphs
        let style = options.theme[.boardFrame]
        let frame = layout.frame
        let step = Size(width: layout.tier.squareSize.width + 1, height: layout.tier.squareSize.height + 1)
        let lineColumns = (0...3).map { frame.origin.x + $0 * step.width }
        let lineRows = (0...3).map { frame.origin.y + $0 * step.height }
        let (topLeft, topRight, bottomLeft, bottomRight) = glyphs.corners
        let joints = glyphs.joints
        // NB: whole lines go in as fills of one cell rather than a string per cell: the grid is redrawn every frame.
        for x in lineColumns {
            canvas.fill(
                Rect(x: x, y: frame.origin.y, width: 1, height: frame.size.height),
                with: Cell(glyphs.vertical, style: style))
        }
        for (rowIndex, y) in lineRows.enumerated() {
            canvas.fill(
                Rect(x: frame.origin.x, y: y, width: frame.size.width, height: 1),
                with: Cell(glyphs.horizontal, style: style))
            for (columnIndex, x) in lineColumns.enumerated() {
                let character: Character
                switch (rowIndex, columnIndex) {
                case (0, 0): character = topLeft
                case (0, 3): character = topRight
                case (3, 0): character = bottomLeft
                case (3, 3): character = bottomRight
                case (0, _): character = joints.down
                case (3, _): character = joints.up
                case (_, 0): character = joints.right
                case (_, 3): character = joints.left
                default: character = joints.cross
                }
                canvas[x, y] = Cell(character, style: style)
            }
        }
    }

    /// Draws one square of `game`: its mark (a figure on large boards), the winning highlight, the last-move
    /// marker when `marksLastMove`, the square's digit while it is empty and `showsDigits`, and the cursor.
    static func drawSquare(
        _ square: Square,
        of game: TicTacToe,
        isWinning: Bool,
        isCursor: Bool,
        marksLastMove: Bool,
        showsDigits: Bool,
        layout: BoardLayout,
        digits: DigitLayout,
        into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let theme = options.theme
        let rect = layout.rect(for: square)
        let background = isWinning ? theme[.winningSquare] : Style.plain
        canvas.fill(rect, with: Cell(" ", style: background))
        let centre = Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
        if let mark = game[square] {
            var style = theme[mark == .x ? .markX : .markO]
            if isWinning { style = theme[.winningMark].overlaid(on: style) }
            if layout.tier == .large {
                let figure = MarkGlyph.figure(mark, glyphs: options.glyphs)
                // NB: each row goes out as one run in one style, gaps included, so the terminal gets one attribute
                // change per row rather than one per gap.
                for (line, text) in figure.enumerated() {
                    canvas.put(text, x: centre.x - 2, y: centre.y - 1 + line, style: style)
                }
            } else {
                canvas.put(MarkGlyph.letter(mark), at: centre, style: style)
            }
            if square == game.moves.last, marksLastMove, layout.tier != .small {
                let marker = Point(x: rect.maxX - 1, y: rect.origin.y)
                canvas.put(
                    String(options.glyphs.lastMoveMarker), at: marker, style: theme[.lastMove].overlaid(on: background))
            }
        } else if showsDigits, !game.isOver {
            canvas.put("\(digits.digit(for: square))", at: centre, style: theme[.squareDigit])
        }
        if isCursor {
            // NB: the whole square takes one style, colours dropped: X and O still differ by shape, and moving the
            // cursor repaints two squares with one attribute change each.
            let cursor = theme[.cursor]
            canvas.restyle(rect) { $0 = cursor }
        }
    }
}
