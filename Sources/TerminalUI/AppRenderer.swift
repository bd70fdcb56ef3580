public import ClientCore
import GameCatalog
import GameCore
public import TermCore

/// Draws one terminal's frames, each the same canvas `AppView.render` makes, redrawing at a table only what a
/// move can change.
///
/// At a table of any game the status bar and the hint bar often stay the same from one move to the next, and they
/// are the costliest rows to draw (text built, measured and fitted): each is drawn again only when what it is
/// drawn from (`StatusBar.TableBar`, `TableView.Hints`) differs from what the canvas shows. The rows between them,
/// the game's part and the notice row, likewise (`TableView.GamePart`); when they differ, the game draws again
/// only what differs from what the canvas shows (`GameScreen.redraw`, the whole part unless the game says
/// otherwise). Every other screen, and the help over a table, is drawn whole.
///
/// NB: two canvases take turns, so neither is copied (but once, to make the second): while the driver keeps the last
/// frame to diff the next one against, the frame before it is free to be drawn over. With turns alternating, the bar drawn two moves ago is
/// often the one needed again. The bars' rows and the rows between them do not overlap, nor do what the game draws and
/// its notice row (a row the game leaves free, `GameScreen.noticeRow`), so drawing only some of them gives the cells
/// `AppView` draws.
public struct AppRenderer {
    /// A canvas of a table and what its rows were last drawn from.
    ///
    /// NB: a class, so that taking turns moves a reference: as a struct its records (views, names, hints) were
    /// copied and released several times a frame.
    private final class Frame {
        // NB: one renderer alone holds a frame, so its fields need no run-time exclusivity checks.
        @exclusivity(unchecked) var canvas: Canvas
        @exclusivity(unchecked) var status: StatusBar.TableBar?
        @exclusivity(unchecked) var game: TableView.GamePart?
        @exclusivity(unchecked) var hints: TableView.Hints?

        init(
            canvas: Canvas, status: StatusBar.TableBar? = nil, game: TableView.GamePart? = nil,
            hints: TableView.Hints? = nil
        ) {
            self.canvas = canvas
            self.status = status
            self.game = game
            self.hints = hints
        }
    }

    /// The theme and glyphs of every frame.
    public let options: RenderOptions
    /// The frame last returned, its canvas shared with whoever shows it.
    private var last: Frame?
    /// The frame before it, once nobody else holds it: the next frame is drawn over it.
    private var spare: Frame?

    /// A renderer drawing with `options`.
    public init(options: RenderOptions) {
        self.options = options
        self.last = nil
        self.spare = nil
    }

    /// A frame showing what `frame` shows, on a canvas of its own.
    private static func copy(of frame: Frame) -> Frame {
        // NB: the cells copied in one go, where the canvas's storage, shared by the copy, would be copied cell by
        // cell at the first change.
        var canvas = Canvas(size: frame.canvas.size)
        canvas.copy(Rect(origin: Point(x: 0, y: 0), size: frame.canvas.size), from: frame.canvas)
        return Frame(canvas: canvas, status: frame.status, game: frame.game, hints: frame.hints)
    }

    /// The screen for `state` in a terminal of `size`: what `AppView.render(state, size: size, options: options)`
    /// returns.
    public mutating func render(_ state: AppState, size: Size) -> Canvas {
        guard !state.isHelpVisible, case .table(let table) = state.screen, Layout.fits(size),
            let screen = state.plays.play(for: table.setup.kind) as? any GameScreen.Type
        else {
            last = nil
            spare = nil
            return AppView.render(state, size: size, options: options)
        }
        // NB: taken out of the renderer, so that drawing over it copies nothing. The second frame at a table has no
        // spare yet: it starts from a copy of the first, whose records still say what its canvas shows, rather
        // than from a blank canvas with every row to draw.
        var frame = spare.take() ?? last.map(Self.copy(of:)) ?? Frame(canvas: Canvas(size: size))
        if frame.canvas.size != size { frame = Frame(canvas: Canvas(size: size)) }
        let view = table.view
        let status = StatusBar.TableBar(table, view: view)
        // NB: compared in place: comparing the optional record with `!=` copied both records a frame.
        if frame.status.map({ $0 != status }) ?? true {
            StatusBar.draw(status, into: &frame.canvas, options: options)
            frame.status = status
        }
        let part = TableView.GamePart(table, view: view, screen: screen, state: state)
        if frame.game.map({ $0 != part }) ?? true {
            TableView.drawMiddle(part, over: frame.game, into: &frame.canvas, options: options)
            frame.game = part
        }
        let hints = TableView.Hints(table, view: view, screen: screen, state: state)
        if frame.hints.map({ $0 != hints }) ?? true {
            frame.canvas.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1))
            HintBar.draw(TableView.hints(hints, glyphs: options.glyphs), into: &frame.canvas, options: options)
            frame.hints = hints
        }
        let canvas = frame.canvas
        spare = last.take()
        last = frame
        return canvas
    }
}
