import ClientCore
import GameCatalog
import GameCore
import TermCore
import TestGames
import TicTacToe
import TicTacToePlay

/// Tic-tac-toe's screens at one keyboard, reached the way a player reaches them: through `reduce`.
enum Fixtures {
    static let people = ["Ann", "Bob"]

    /// Tic-tac-toe at this keyboard for `names` (X first), the computer playing `computer`.
    static func ticTacToe(
        _ names: [String] = people, computer: Set<Seat> = [], settings: Settings = Settings(), seed: UInt64 = 7
    ) -> AppState {
        AppState.table(
            setup: .ticTacToe(TicTacToeOptions()), names: names, computerSeats: computer, plays: TestGames.plays,
            settings: settings, seed: seed)!
    }

    /// The cursor moved one square.
    static func cursor(_ direction: Direction) -> AppAction {
        .play(PlayIntent(TicTacToePlay.self, .moveCursor(direction)))
    }

    /// Enter on the board: the cursor's square marked.
    static let markCursor = AppAction.play(PlayIntent(TicTacToePlay.self, .markCursor))

    /// `state` after `actions`, in order.
    static func after(_ actions: [AppAction], from state: AppState) -> AppState {
        var state = state
        for action in actions { _ = state.reduce(action) }
        return state
    }

    static func squares(_ names: String...) -> [AppAction] {
        names.map { .play(PlayIntent(TicTacToePlay.self, .mark(Square(name: $0)!))) }
    }

    /// The menu, where a match against the computer starts.
    static var mainMenu: AppState { AppState.menu(seed: 7, plays: TestGames.plays) }

    /// Ann (X) took b2 and c1, Bob (O) a1, and the cursor moved down from c1 to the empty c2.
    static var midGame: AppState {
        after(
            squares("b2", "a1", "c1") + [cursor(.down)],
            from: ticTacToe()
        )
    }

    /// The same after a refused click on a1, which leaves a notice and the cursor where it was.
    static var midGameWithNotice: AppState {
        after(squares("a1"), from: midGame)
    }

    /// Ann (X) won on the diagonal a1-b2-c3; the score is Ann 1, Bob 0.
    static var xWins: AppState {
        after(squares("a1", "b1", "b2", "c1", "c3"), from: ticTacToe())
    }

    /// A full board with no line: the score is one draw.
    static var drawn: AppState {
        after(
            squares("a1", "b2", "c1", "b1", "b3", "a3", "a2", "c2", "c3"),
            from: ticTacToe()
        )
    }

    static var helpOverGame: AppState {
        after([.helpToggled], from: midGame)
    }

    static var vsComputer: AppState {
        after(
            [.menuItemChosen(TicTacToeMenuTests.playComputer), .menuItemChosen(TicTacToeMenuTests.level(.perfect))]
                + squares("a1"), from: mainMenu)
    }
}
