public import ClientCore
public import GameCatalog
public import TermCore

// NB: what the room's screen asks of a game's screen it holds as `any GameScreen.Type`, written once on the game's
// own type. Those a move and a frame ask for are requirements too (declared in `GameScreen`), inlinable, so each
// game's conformance holds them specialised for its own types rather than one generic body that looks them up at
// run time on every call.
extension GameScreen {
    /// The intent of `key` in the game's key table, as any game's.
    @inlinable
    public static func anyIntent(for key: Key, settings: Settings, atOneKeyboard: Bool) -> PlayIntent? {
        // NB: a plain loop: a lazy chain's types over the game's intent were built from their mangled names on
        // each call.
        for binding in keyBindings(settings: settings, atOneKeyboard: atOneKeyboard) {
            if let intent = binding.intents[key] { return PlayIntent(Self.self, intent) }
        }
        return nil
    }

    /// Whether `key` belongs to a row of the game's keys that acts once per press (`GameKeyBinding.actsOncePerPress`).
    public static func actsOncePerPress(_ key: Key, settings: Settings, atOneKeyboard: Bool) -> Bool {
        for binding in keyBindings(settings: settings, atOneKeyboard: atOneKeyboard) where binding.intents[key] != nil {
            return binding.actsOncePerPress
        }
        return false
    }

    /// Draws `view`, a view of this game, with the game's own `state` (its initial one when `nil`).
    @inlinable
    public static func draw(
        _ view: AnyView, state: AnyClientState?, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        guard let view = view.view(of: Rules.self) else { return }
        let state = state?.state(of: Self.self) ?? initialClientState
        draw(view, state: state, context: context, into: &canvas, frame: frame, options: options)
    }

    /// The row of the room's notice line when `view`, a view of this game, is drawn in `frame`; under the game's
    /// area for another game's view.
    @inlinable
    public static func noticeRow(for view: AnyView, in frame: Rect) -> Int {
        guard let view = view.view(of: Rules.self) else { return area(in: frame).maxY }
        return noticeRow(for: view, in: frame)
    }

    /// Draws `view` over what `draw` drew from `drawnView` in the same frame: the game's `redraw`, or the frame
    /// cleared and drawn whole when `drawnView` is another game's.
    @inlinable
    public static func redraw(
        _ view: AnyView, state: AnyClientState?, context: GameScreenContext, over drawnView: AnyView,
        drawnState: AnyClientState?, drawnContext: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        guard let own = view.view(of: Rules.self), let drawnOwn = drawnView.view(of: Rules.self) else {
            canvas.fill(frame)
            draw(view, state: state, context: context, into: &canvas, frame: frame, options: options)
            return
        }
        redraw(
            own, state: state?.state(of: Self.self) ?? initialClientState, context: context,
            over: drawnOwn, drawnState: drawnState?.state(of: Self.self) ?? initialClientState,
            drawnContext: drawnContext, into: &canvas, frame: frame, options: options)
    }

    static func anyIntent(for mouse: MouseEvent, on view: AnyView, state: AnyClientState?, frame: Rect) -> PlayIntent? {
        guard let view = view.view(of: Rules.self) else { return nil }
        let state = state?.state(of: Self.self) ?? initialClientState
        return intent(for: mouse, on: view, state: state, frame: frame).map { PlayIntent(Self.self, $0) }
    }

    static func moveList(of view: AnyView) -> [String]? {
        view.view(of: Rules.self).flatMap { moveList(of: $0) }
    }

    /// The hints of the keys that say one while it is the person's move, in the help's order: keys, word, and how
    /// long the hint stays.
    static func moveHints(settings: Settings, atOneKeyboard: Bool, glyphs: GlyphSet)
        -> [(keys: String, word: String, priority: HintPriority)]
    {
        keyBindings(settings: settings, atOneKeyboard: atOneKeyboard).compactMap { binding in
            binding.hint.map { (binding.hintLabel.text(for: glyphs), $0, binding.hintPriority) }
        }
    }

    /// The game's rows for the help, as rows of the key table.
    static func helpBindings(settings: Settings, atOneKeyboard: Bool) -> [KeyBinding] {
        keyBindings(settings: settings, atOneKeyboard: atOneKeyboard).map { binding in
            KeyBinding(
                commands: [:], label: binding.label, hintLabel: binding.hintLabel, summary: binding.summary,
                brief: binding.brief)
        }
    }
}
