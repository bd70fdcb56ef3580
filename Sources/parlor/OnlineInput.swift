import ClientCore

/// What the online loops wait for: something for the session, or a line typed in plain mode.
enum OnlineInput: Sendable {
    /// An action for the session (from the network or the timer).
    case action(OnlineAction)
    /// A line of standard input (plain mode).
    case line(String)
    /// Standard input closed.
    case endOfInput
    /// A signal asked the program to stop (plain mode; full screen hears signals through the terminal).
    case signal(Int32)
}
