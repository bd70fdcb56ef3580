public import ClientCore
import GameCore
public import TermCore

/// Draws one terminal's frames, each the same canvas `AppView.render` makes, redrawing only what a move can
/// change.
///
/// On the tic-tac-toe screen the grid lines and the key hints stay the same from move to move: they are drawn
/// once into a background, kept while the size, the digit layout and whether the round is over stay, and each
/// frame draws only the status bar, the squares and the notice row. Every other screen is drawn whole.
///
/// NB: two canvases take turns, so neither is copied: while the driver keeps the last frame to diff the next one
/// against, the frame before it is free to be drawn over. A frame from two moves ago differs from the background
/// only in the status bar, the squares and the notice row: the notice row is restored and drawn every frame, the
/// bar and each square only when what they are drawn from (`StatusBar.Key`, `BoardView.SquareLook`) differs from
/// what that canvas shows; with turns alternating, the bar drawn two moves ago is often the one needed again.
public struct AppRenderer {
    /// What the background depends on, beside the fixed `options`.
    private struct BackgroundKey: Equatable {
        var size: Size
        var isOver: Bool
        var digits: DigitLayout
    }

    /// A canvas and what its status bar and squares were last drawn from.
    private struct Frame {
        var canvas: Canvas
        var status: StatusBar.Key?
        var squares: [BoardView.SquareLook]?
    }

    /// The theme and glyphs of every frame.
    public let options: RenderOptions
    private var key: BackgroundKey?
    private var background: Canvas
    /// The frame last returned, its canvas shared with whoever shows it.
    private var last: Frame?
    /// The frame before it, once nobody else holds it: the next frame is drawn over it.
    private var spare: Frame?

    /// A renderer drawing with `options`.
    public init(options: RenderOptions) {
        self.options = options
        self.key = nil
        self.background = Canvas(size: Size(width: 0, height: 0))
        self.last = nil
        self.spare = nil
    }

    /// The screen for `state` in a terminal of `size`: what `AppView.render(state, size: size, options: options)`
    /// returns.
    public mutating func render(_ state: AppState, size: Size) -> Canvas {
        // NB: the tic-tac-toe screen is neither the menu nor Minesweeper: asking those too copied the whole screen
        // value twice more a frame.
        guard !state.isHelpVisible, case .playing(let playing) = state.screen, Layout.fits(size),
            let layout = BoardLayout(screen: size),
            // NB: the background's parts and what is drawn over it must not overlap, so that drawing them in
            // another order than AppView's gives the same cells; BoardLayout keeps the board and its notice row
            // between the bars, and these say so where it counts.
            layout.frame.origin.y > 0, layout.noticeRow < size.height - 1, layout.frame.maxY <= size.height - 1
        else { return AppView.render(state, size: size, options: options) }
        let digits = state.settings.digitLayout
        let key = BackgroundKey(size: size, isOver: playing.match.game.isOver, digits: digits)
        if self.key != key {
            var canvas = Canvas(size: size)
            BoardView.drawGrid(layout, into: &canvas, options: options)
            HintBar.draw(state, into: &canvas, options: options)
            self.key = key
            background = canvas
            last = nil
            spare = nil
        }
        // NB: taken out of the renderer, so that drawing over it copies nothing.
        var frame = spare ?? Frame(canvas: background, status: nil, squares: nil)
        spare = nil
        frame.canvas.copy(Rect(x: 0, y: layout.noticeRow, width: size.width, height: 1), from: background)
        let status = StatusBar.key(for: playing)
        if frame.status != status {
            StatusBar.draw(state, into: &frame.canvas, options: options)
            frame.status = status
        }
        frame.squares = BoardView.drawSquares(
            playing, over: frame.squares, layout: layout, digits: digits, into: &frame.canvas, options: options)
        PlayView.drawNotice(playing, state: state, layout: layout, into: &frame.canvas, options: options)
        spare = last
        last = frame
        return frame.canvas
    }
}
