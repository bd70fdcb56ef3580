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
        BoardView.drawGrid(layout, into: &canvas, options: options)
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
}
