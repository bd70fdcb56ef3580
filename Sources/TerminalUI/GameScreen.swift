public import ClientCore
public import GameCatalog
public import GameCore
public import TermCore

/// A game's full-screen parts: what its keys and clicks mean and how its part of the screen is drawn. Declared by
/// the game's play parts beside `GamePlay`; the room's screen (online, or a table at one keyboard) draws the
/// frame around it (the status bar with whose move it is and the score, the players beside the game, notices, key
/// hints, the help) and hands the game its rectangle.
public protocol GameScreen: GamePlay {
    /// The game's keys, in the order the help lists them, with the person's `settings` (how digits map onto a
    /// board); `atOneKeyboard` at a local table, where the room binds fewer letters than online.
    static func keyBindings(settings: Settings, atOneKeyboard: Bool) -> [GameKeyBinding<Intent>]
    /// A word on the rules for the help, full and brief, with the person's `settings`.
    static func helpRules(settings: Settings) -> (full: [String], brief: [String])
    /// What a click does, full and brief, for the help; `nil` (the default) when clicks do nothing.
    static var clickHelp: (full: String, brief: String)? { get }
    /// The part of `frame` the game takes: the room puts the players beside it, and by default its notice row
    /// under it. All of `frame` by default.
    static func area(in frame: Rect) -> Rect
    /// The row of the room's notice line (a refused move, what to do next) when `view` is drawn in `frame`: a row
    /// the game leaves free, right under what it drew (the room keeps the row under `frame` for it when nothing
    /// else is free). By default the row under `area(in: frame)`; a game that draws less than its area (a board as
    /// tall as its rows) says where.
    static func noticeRow(for view: Rules.View, in frame: Rect) -> Int
    /// Draws `view`, as the person in `context` sees it, into `frame` of `canvas` (within `area(in: frame)`).
    static func draw(
        _ view: Rules.View, state: ClientState, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions)
    /// Draws `view` into `frame` of `canvas`, which shows what `draw` drew there from `drawnView`, `drawnState` and
    /// `drawnContext` (the same frame and options): the cells clearing `frame` and drawing `view` would leave,
    /// drawing again only what differs. By default `frame` is cleared and `view` drawn whole.
    static func redraw(
        _ view: Rules.View, state: ClientState, context: GameScreenContext, over drawnView: Rules.View,
        drawnState: ClientState, drawnContext: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions)
    /// What a left click at `point` means on `view` drawn in `frame` (hit-tested with the layout `draw` uses), or
    /// `nil` for nothing (the default).
    static func intent(forClickAt point: Point, on view: Rules.View, state: ClientState, frame: Rect) -> Intent?
    /// What a mouse event (a click of any button, or the pointer moving over the screen when the terminal reports
    /// it) at its position means on `view` drawn in `frame`; by default a left click is `intent(forClickAt:...)` and
    /// any other event nothing.
    static func intent(for mouse: MouseEvent, on view: Rules.View, state: ClientState, frame: Rect) -> Intent?

    /// Whether Enter starts the next round once a round is over at one keyboard (the default: quick rounds); when
    /// `false`, a finished round stays on screen until `n`, and the game's keys say how to go on (a board whose
    /// reveal key is Space, pressed once too often).
    static var enterStartsNextRound: Bool { get }

    /// The round's moves as short lines for the players' panel ("1. X b2"), or `nil` (the default) for a game that
    /// lists none.
    static func moveList(of view: Rules.View) -> [String]?
    /// The style a seat's name is drawn in beside the game, from `theme`: a room role (a player's colour) or one of
    /// the game's own (X's mark), or `nil` (the default) for plain text.
    static func style(of seat: Seat, in theme: Theme) -> Style?
    /// The game's own parts that a theme gives a style (`GameThemeRole`), which a theme file names by key; none by
    /// default.
    static var themeRoles: [GameThemeRole] { get }

    // NB: what the room's screen asks at every key and frame, in terms of any game. Requirements with inlinable
    // defaults that no game implements: each game's conformance then holds them specialised for its own types,
    // where an extension method called on `any GameScreen.Type` runs one generic body that looks those types up at
    // run time on every call.

    /// The intent of `key` in the game's key table, as any game's.
    static func anyIntent(for key: Key, settings: Settings, atOneKeyboard: Bool) -> PlayIntent?
    /// Draws `view`, a view of this game, with the game's own `state` (its initial one when `nil`).
    static func draw(
        _ view: AnyView, state: AnyClientState?, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions)
    /// The row of the room's notice line when `view`, a view of this game, is drawn in `frame`.
    static func noticeRow(for view: AnyView, in frame: Rect) -> Int
    /// Draws `view` over what `draw` drew from `drawnView` in the same frame: the game's `redraw`, or the frame
    /// cleared and drawn whole when `drawnView` is another game's.
    static func redraw(
        _ view: AnyView, state: AnyClientState?, context: GameScreenContext, over drawnView: AnyView,
        drawnState: AnyClientState?, drawnContext: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions)
}

extension GameScreen {
    /// Clicks do nothing.
    public static var clickHelp: (full: String, brief: String)? { nil }

    /// The whole frame.
    public static func area(in frame: Rect) -> Rect { frame }

    /// The row under the game's area.
    public static func noticeRow(for view: Rules.View, in frame: Rect) -> Int { area(in: frame).maxY }

    /// Clears `frame` and draws `view` whole.
    public static func redraw(
        _ view: Rules.View, state: ClientState, context: GameScreenContext, over drawnView: Rules.View,
        drawnState: ClientState, drawnContext: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        canvas.fill(frame)
        draw(view, state: state, context: context, into: &canvas, frame: frame, options: options)
    }

    /// Clicks do nothing.
    public static func intent(forClickAt point: Point, on view: Rules.View, state: ClientState, frame: Rect)
        -> Intent?
    { nil }

    /// A left click is a click; nothing else means anything.
    public static func intent(for mouse: MouseEvent, on view: Rules.View, state: ClientState, frame: Rect) -> Intent? {
        mouse.button == .left ? intent(forClickAt: mouse.position, on: view, state: state, frame: frame) : nil
    }

    /// Enter starts the next round.
    public static var enterStartsNextRound: Bool { true }

    /// No list of moves.
    public static func moveList(of view: Rules.View) -> [String]? { nil }

    /// Plain text.
    public static func style(of seat: Seat, in theme: Theme) -> Style? { nil }

    /// No roles of its own.
    public static var themeRoles: [GameThemeRole] { [] }
}
