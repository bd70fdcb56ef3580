import ClientCore
import GameCore
import TermCore

/// The game screen's middle: the board, and the line under it for a refused move or what to do next.
enum PlayView {
    /// Draws `playing` between the status bar and the hint line; the board's grid lines too unless `drawsGrid` is
    /// false (`AppRenderer` keeps them from the last frame).
    static func draw(
        _ playing: Playing, state: AppState, into canvas: inout Canvas, options: RenderOptions, drawsGrid: Bool = true
    ) {
        guard let layout = BoardLayout(screen: canvas.size) else { return }
        BoardView.draw(
            playing, layout: layout, digits: state.settings.digitLayout, into: &canvas, options: options,
            drawsGrid: drawsGrid)
        drawNotice(playing, state: state, layout: layout, into: &canvas, options: options)
    }

    /// Draws the line under the board: a refused move, or what to do next once the round is over.
    static func drawNotice(
        _ playing: Playing, state: AppState, layout: BoardLayout, into canvas: inout Canvas, options: RenderOptions
    ) {
        let screen = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        let ellipsis = options.glyphs.ellipsis
        if let notice = state.notice {
            let text = notice.terminalSafe.truncated(to: canvas.size.width - 2, ellipsis: ellipsis)
            canvas.putCentred(text, y: layout.noticeRow, in: screen, style: options.theme[.notice])
        } else if playing.match.game.isOver {
            let next = HintBar.label(for: .nextRound, glyphs: options.glyphs) ?? "n"
            let confirm = HintBar.label(for: .confirm, glyphs: options.glyphs) ?? "Enter"
            let menu = HintBar.label(for: .menu, glyphs: options.glyphs) ?? "m"
            let long = "Press \(next) or \(confirm) for the next round, \(menu) for the menu"
            let short = "\(next): next round"
            let text = long.count <= canvas.size.width - 2 ? long : short
            canvas.putCentred(text, y: layout.noticeRow, in: screen, style: options.theme[.message])
        }
    }
}
