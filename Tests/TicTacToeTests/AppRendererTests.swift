import ClientCore
import CustomDump
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing
import TicTacToe

/// `AppRenderer` keeps part of each frame for the next; every frame of a tic-tac-toe table must still be exactly
/// `AppView.render`'s.
struct AppRendererTests {
    static let sizes = RendererCheck.sizes

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

    @Test(arguments: sizes, RendererCheck.options.indices)
    func everyFrameIsTheWholeRendersFrame(size: Size, optionsIndex: Int) {
        RendererCheck.expectEveryFrameWhole(Self.games, size: size, options: RendererCheck.options[optionsIndex])
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
