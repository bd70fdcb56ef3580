/// Why the terminal could not be started.
public enum CursesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file): use the plain line mode instead.
    case notATerminal
    /// ncurses has no terminfo entry for this `TERM` value (empty when `TERM` is unset).
    case unknownTerminalType(String)
    /// Another `CursesTerminal` is still running; stop it first.
    case alreadyActive
    /// A system call the driver needs failed, with its name and `errno`.
    case systemCallFailed(String, errno: Int32)

    /// A one-line explanation for the user.
    public var description: String {
        switch self {
        case .notATerminal:
            "standard input and output must both be a terminal"
        case .unknownTerminalType(let type) where type.isEmpty:
            "TERM is not set, so the terminal type is unknown"
        case .unknownTerminalType(let type):
            "unknown terminal type \"\(type)\" (no terminfo entry)"
        case .alreadyActive:
            "a curses terminal is already running"
        case .systemCallFailed(let call, let code):
            "\(call) failed with errno \(code)"
        }
    }
}
