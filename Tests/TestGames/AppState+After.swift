public import ClientCore

extension AppState {
    /// The state after `actions`, one by one, with the effects of the last.
    public func after(_ actions: AppAction...) -> (state: AppState, effects: [Effect]) {
        after(actions)
    }

    /// The state after `actions`, one by one, with the effects of the last.
    public func after(_ actions: [AppAction]) -> (state: AppState, effects: [Effect]) {
        var state = self
        var effects: [Effect] = []
        for action in actions { effects = state.reduce(action) }
        return (state, effects)
    }
}
