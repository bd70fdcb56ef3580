import ClientCore
import GameCore
import Minesweeper

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
}
