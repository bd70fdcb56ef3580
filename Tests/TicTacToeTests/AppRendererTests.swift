import ClientCore
import CustomDump
import GameCore
import TermCore
import TerminalUI
import Testing
import TicTacToe

/// `AppRenderer` keeps part of each frame for the next; every frame of a tic-tac-toe table must still be exactly
/// `AppView.render`'s.
struct AppRendererTests {
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 60, height: 16),
        Size(width: 40, height: 12), Size(width: 30, height: 10), Size(width: 200, height: 60),
    ]

    /// Two games, one hot-seat and one against the computer: moves, a refused move (a notice), the cursor, the key
    /// help, a won and a drawn round, the next round, the menu and back.
    static let games: [(AppState, [AppAction])] = [
        (
            Fixtures.ticTacToe(),
            Fixtures.squares("b2", "a1", "a1") + [Fixtures.cursor(.down), .helpToggled, Fixtures.cursor(.up)]
                + [.helpToggled, .escapePressed] + Fixtures.squares("c1", "b1", "c3", "c2", "a3")
                + [.nextRoundRequested] + Fixtures.squares("a1", "b2", "c1", "b1", "b3", "a3", "a2", "c2", "c3")
                + [.confirmPressed, Fixtures.cursor(.left), Fixtures.markCursor, .menuRequested]
                + [.directionPressed(.down), .confirmPressed],
        ),
        (
            Fixtures.ticTacToe(["Ann", "Computer"], computer: [Seat(1)], seed: 3),
            Fixtures.squares("b2", "a1", "c3", "a3", "c1", "b1") + [.nextRoundRequested]
                + Fixtures.squares("a2", "b2", "c2") + [.helpToggled, .helpToggled],
        ),
    ]

    static let options = [
        RenderOptions(), RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: false),
    ]

    @Test(arguments: sizes, options.indices)
    func everyFrameIsTheWholeRendersFrame(size: Size, optionsIndex: Int) {
        let options = Self.options[optionsIndex]
        var renderer = AppRenderer(options: options)
        for (start, actions) in Self.games {
            var state = start
            expectNoDifference(renderer.render(state, size: size), AppView.render(state, size: size, options: options))
            for (index, action) in actions.enumerated() {
                _ = state.reduce(action)
                expectNoDifference(
                    renderer.render(state, size: size), AppView.render(state, size: size, options: options),
                    "after action \(index): \(action)")
            }
        }
    }

    @Test func aResizeBetweenFramesDrawsTheNewSize() {
        var renderer = AppRenderer(options: RenderOptions())
        var state = Fixtures.ticTacToe()
        for (index, size) in (Self.sizes + Self.sizes.reversed()).enumerated() {
            _ = state.reduce(Fixtures.squares(Square.all[index % Square.all.count].name)[0])
            expectNoDifference(
                renderer.render(state, size: size), AppView.render(state, size: size, options: RenderOptions()))
        }
    }
}
