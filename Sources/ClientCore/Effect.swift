/// Something the program must do outside the state, returned by `AppState.reduce` as data.
public enum Effect: Hashable, Sendable {
    /// Leave the program, restoring the terminal.
    case quit
}
