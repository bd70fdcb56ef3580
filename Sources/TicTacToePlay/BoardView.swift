import ClientCore
import GameCore
import TermCore
import TerminalUI
import TicTacToe

/// The board: the grid, the marks, the digits of empty squares, the cursor, the winning line and the marker on
/// the last move.
enum BoardView {
    /// Everything one square is drawn from, beside the layout and the options: equal looks draw equal cells.
    struct SquareLook: Equatable {
        var mark: Mark?
        var isWinning: Bool
        var isCursor: Bool
        /// Whether it holds the last move and that move is pointed out.
        var isLastMovePointedOut: Bool
        /// The digit shown in it: while it is empty, the round on and the cursor shown.
        var digit: Int?
    }

    /// How each square of `game` is drawn, in `Square.all`'s order, with the cursor on `cursor` when given (and
    /// the digits of the empty squares then), the last move pointed out when `marksLastMove`.
    static func looks(of game: TicTacToe, cursor: Square?, marksLastMove: Bool, digits: DigitLayout) -> [SquareLook] {
        let winning = game.ending?.winningSquares ?? []
        let isOver = game.isOver
        let last = game.moves.last
        return Square.all.map { square in
            let mark = game[square]
            return SquareLook(
                mark: mark, isWinning: winning.contains(square), isCursor: !isOver && square == cursor,
                isLastMovePointedOut: marksLastMove && mark != nil && square == last,
                digit: mark == nil && cursor != nil && !isOver ? digits.digit(for: square) : nil)
        }
    }

    /// Draws the board where `layout` puts it: the grid, and each square as `looks` says.
    static func draw(_ looks: [SquareLook], layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions) {
        drawGrid(layout, into: &canvas, options: options)
        for (square, look) in zip(Square.all, looks) {
            drawSquare(square, look: look, layout: layout, into: &canvas, options: options)
        }
    }

    /// Draws the squares whose look differs from `drawn`'s, the looks the canvas shows in `layout`: the cells
    /// `draw` leaves there, the grid kept.
    static func redraw(
        _ looks: [SquareLook], over drawn: [SquareLook], layout: BoardLayout, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        for (index, square) in Square.all.enumerated() where looks[index] != drawn[index] {
            drawSquare(square, look: looks[index], layout: layout, into: &canvas, options: options)
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

    /// Draws one square as `look` says: its mark (a figure on large boards), the winning highlight, the last-move
    /// marker, the digit, and the cursor. Every cell of the square is drawn.
    static func drawSquare(
        _ square: Square, look: SquareLook, layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let theme = options.theme
        let rect = layout.rect(for: square)
        let background = look.isWinning ? theme[GameThemeRole.winningSquare] : Style.plain
        canvas.fill(rect, with: Cell(" ", style: background))
        let centre = Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
        if let mark = look.mark {
            var style = theme[mark == .x ? GameThemeRole.markX : .markO]
            if look.isWinning { style = theme[GameThemeRole.winningMark].overlaid(on: style) }
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
            if look.isLastMovePointedOut, layout.tier != .small {
                let marker = Point(x: rect.maxX - 1, y: rect.origin.y)
                let markerStyle = theme[GameThemeRole.lastMove].overlaid(on: background)
                canvas.put(String(options.glyphs.lastMoveMarker), at: marker, style: markerStyle)
            }
        } else if let digit = look.digit {
            canvas.put("\(digit)", at: centre, style: theme[GameThemeRole.squareDigit])
        }
        if look.isCursor {
            // NB: the whole square takes one style, colours dropped: X and O still differ by shape, and moving the
            // cursor repaints two squares with one attribute change each.
            let cursor = theme[.cursor]
            canvas.restyle(rect) { $0 = cursor }
        }
    }
}
