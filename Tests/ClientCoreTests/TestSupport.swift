import ClientCore
import GameCore
import Minesweeper
import TicTacToe

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

extension Player {
    static let alice = Player(name: "Alice")
    static let bob = Player(name: "Bob")
    static func computer(_ level: ComputerLevel) -> Player {
        Player(name: "Computer (\(level))", control: .computer(level))
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

    /// A hot-seat match between X and O with `moves` ("a1 b2") already played.
    static func hotSeat(_ moves: String = "", settings: Settings = Settings(), seed: UInt64 = 1) -> AppState {
        var state = AppState.playing(players: [Player(name: "X"), Player(name: "O")], settings: settings, seed: seed)
        for name in moves.split(separator: " ") { _ = state.reduce(.squareChosen(.named(String(name)))) }
        return state
    }
}
