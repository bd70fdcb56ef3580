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
        let winning = game.ending?.winningSquares ?? []
        for square in Square.all {
            // NB: a spectator (no cursor) gets no digits: they cannot move.
            BoardView.drawSquare(
                square, of: game, isWinning: winning.contains(square), isCursor: !game.isOver && square == cursor,
                marksLastMove: true, showsDigits: cursor != nil, layout: layout, digits: digits, into: &canvas,
                options: options)
        }
    }
}
