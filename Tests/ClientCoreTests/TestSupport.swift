import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import TicTacToe
import TicTacToePlay

extension Square {
    /// The square named `name`, such as "b2"; traps on a typo in a test table.
    static func named(_ name: String) -> Square {
        guard let square = Square(name: name) else { preconditionFailure("\(name) is not a square") }
        return square
    }
}

extension Cell {
    /// The cell named `name`, such as "e5"; traps on a typo in a test table.
    static func named(_ name: String) -> Cell {
        guard let cell = Cell(name: name) else { preconditionFailure("\(name) is not a cell") }
        return cell
    }
}

extension AppState {
    /// The state after `actions`, one by one, with the effects of the last.
    func after(_ actions: AppAction...) -> (state: AppState, effects: [Effect]) {
        after(actions)
    }

    /// The state after `actions`, one by one, with the effects of the last.
    func after(_ actions: [AppAction]) -> (state: AppState, effects: [Effect]) {
        var state = self
        var effects: [Effect] = []
        for action in actions { effects = state.reduce(action) }
        return (state, effects)
    }

    /// A hot-seat tic-tac-toe table between X and O with `moves` ("a1 b2") already played.
    static func hotSeat(_ moves: String = "", settings: Settings = Settings(), seed: UInt64 = 1) -> AppState {
        var state = AppState.table(
            setup: GameKind.ticTacToe.standardSetup, names: ["X", "O"], plays: TestGames.plays, settings: settings,
            seed: seed)!
        for name in moves.split(separator: " ") {
            _ = state.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(.named(String(name))))))
        }
        return state
    }
}
