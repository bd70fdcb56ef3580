public import WireProtocol

/// Something the program must do outside the state, returned by `AppState.reduce` as data.
public enum Effect: Hashable, Sendable {
    /// A local game just ended: keep it in the history `parlor history` lists.
    case record(FinishedGame)
    /// Play online full screen until the person leaves, then come back to this menu with
    /// `AppAction.onlineEnded(problem:farewell:)`.
    case goOnline(OnlineIntent)
    /// Drop the keys typed but not yet read: they were typed against the position before a race was decided.
    case discardTypeAhead
    /// Leave the program, restoring the terminal.
    case quit
}
