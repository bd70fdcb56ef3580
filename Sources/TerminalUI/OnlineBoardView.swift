import ClientCore
import GameCore
import TermCore
import TicTacToe

/// The board of an online game: as the local board, drawn from the server's position, with the last move
/// marked (the other player's moves are made elsewhere).
enum OnlineBoardView {
    /// Draws `game` where `layout` puts it, with the cursor on `cursor` when given.
    static func draw(
        _ game: TicTacToe, cursor: Square?, layout: BoardLayout, digits: DigitLayout, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        drawGrid(layout, into: &canvas, options: options)
        let theme = options.theme
        let winning = game.ending?.winningSquares ?? []
        for square in Square.all {
            let rect = layout.rect(for: square)
            let isWinning = winning.contains(square)
            let background = isWinning ? theme[.winningSquare] : Style.plain
            canvas.fill(rect, with: Cell(" ", style: background))
            let centre = Point(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2)
            if let mark = game[square] {
                var style = theme[mark == .x ? .markX : .markO]
                if isWinning { style = theme[.winningMark].overlaid(on: style) }
                if layout.tier == .large {
                    for (line, text) in MarkGlyph.figure(mark, glyphs: options.glyphs).enumerated() {
                        canvas.put(text, x: centre.x - 2, y: centre.y - 1 + line, style: style)
                    }
                } else {
                    canvas.put(MarkGlyph.letter(mark), at: centre, style: style)
                }
                if square == game.moves.last, layout.tier != .small {
                    canvas.put(
                        String(options.glyphs.lastMoveMarker), at: Point(x: rect.maxX - 1, y: rect.origin.y),
                        style: theme[.lastMove].overlaid(on: background))
                }
            } else if cursor != nil, !game.isOver {
                canvas.put("\(digits.digit(for: square))", at: centre, style: theme[.squareDigit])
            }
            if square == cursor, !game.isOver {
                canvas.restyle(rect) { $0 = theme[.cursor] }
            }
        }
    }

    private static func drawGrid(_ layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions) {
        let glyphs = options.glyphs
        let style = options.theme[.boardFrame]
        let frame = layout.frame
        let step = Size(width: layout.tier.squareSize.width + 1, height: layout.tier.squareSize.height + 1)
        let columns = (0...3).map { frame.origin.x + $0 * step.width }
        let rows = (0...3).map { frame.origin.y + $0 * step.height }
        let (topLeft, topRight, bottomLeft, bottomRight) = glyphs.corners
        let joints = glyphs.joints
        for (rowIndex, y) in rows.enumerated() {
            canvas.put(
                String(repeating: glyphs.horizontal, count: frame.size.width), x: frame.origin.x, y: y, style: style)
            for (columnIndex, x) in columns.enumerated() {
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
                canvas.put(String(character), x: x, y: y, style: style)
            }
        }
        for x in columns {
            for y in frame.origin.y..<frame.maxY where !rows.contains(y) {
                canvas.put(String(glyphs.vertical), x: x, y: y, style: style)
            }
        }
    }
}
