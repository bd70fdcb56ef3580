/// Why a run ended, and so the exit status.
enum ExitReason: Equatable, CustomStringConvertible {
    /// The person quit.
    case quit
    /// Standard input closed.
    case endOfInput
    /// A signal asked the program to stop.
    case signal(Int32)
    /// An online session could not go on: the server was unreachable or refused the room.
    case failed

    /// 0, or 128 plus the signal number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP, 131 for
    /// SIGQUIT) as shells expect.
    var exitCode: Int32 {
        switch self {
        case .signal(let number): return 128 + number
        case .failed: return 1
        case .quit, .endOfInput: return 0
        }
    }

    var description: String {
        switch self {
        case .quit: "quit"
        case .endOfInput: "end of input"
        case .signal(let number): "signal \(number)"
        case .failed: "failed"
        }
    }
}
