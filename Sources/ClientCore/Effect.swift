/// Something the program must do outside the state, returned by `AppState.reduce` as data.
public enum Effect: Hashable, Sendable {
    /// Play online full screen until the person leaves, then come back to this menu with
    /// `AppAction.onlineEnded(problem:farewell:)`.
    case goOnline(OnlineIntent)
    /// Leave the program, restoring the terminal.
    case quit
}
