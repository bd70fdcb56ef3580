/// Everything the terminal can tell the program, before any game logic sees it.
public enum TerminalEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
    /// Standard input has closed: there will be no more keys.
    case endOfInput
    /// The process was asked to stop (SIGINT, SIGTERM or SIGHUP), by this signal number.
    case terminationRequested(signal: Int32)
}
