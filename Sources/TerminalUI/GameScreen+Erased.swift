import ClientCore
import GameCatalog
import TermCore

// NB: what the room's screen asks of a game's screen it holds as `any GameScreen.Type`, written once on the game's
// own type.
extension GameScreen {
    static func anyIntent(for key: Key) -> PlayIntent? {
        keyBindings.first { $0.keys.contains(key) }.map { PlayIntent(Self.self, $0.intent) }
    }

    static func draw(
        _ view: AnyView, state: AnyClientState?, context: GameScreenContext, into canvas: inout Canvas, frame: Rect,
        options: RenderOptions
    ) {
        guard let view = view.view(of: Rules.self) else { return }
        let state = state?.state(of: Self.self) ?? initialClientState
        draw(view, state: state, context: context, into: &canvas, frame: frame, options: options)
    }

    static func anyIntent(forClickAt point: Point, on view: AnyView, state: AnyClientState?, frame: Rect) -> PlayIntent?
    {
        guard let view = view.view(of: Rules.self) else { return nil }
        let state = state?.state(of: Self.self) ?? initialClientState
        return intent(forClickAt: point, on: view, state: state, frame: frame).map { PlayIntent(Self.self, $0) }
    }

    static var moveHint: String? {
        keyBindings.first.map { "\($0.label) \($0.brief.lowercased())" }
    }

    static var helpContent: (rows: [(keys: String, summary: String)], brief: [(keys: String, summary: String)]) {
        (keyBindings.map { ($0.label, $0.summary) }, keyBindings.map { ($0.label, $0.brief) })
    }
}
