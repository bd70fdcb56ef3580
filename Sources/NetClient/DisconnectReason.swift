/// Why a connection ended.
public enum DisconnectReason: Hashable, Sendable, CustomStringConvertible {
    /// The server closed the WebSocket with this close code and reason text.
    case closedByServer(code: Int, reason: String)
    /// The connection ended without a close frame.
    case lost
    /// No connection could be made: the server is down, refused, or the address does not resolve.
    case failed(String)
    /// This side closed it.
    case closedByClient

    /// One line for a log or a status line.
    public var description: String {
        switch self {
        case .closedByServer(let code, let reason): reason.isEmpty ? "closed (\(code))" : "closed (\(code)): \(reason)"
        case .lost: "connection lost"
        case .failed(let why): "cannot connect: \(why)"
        case .closedByClient: "closed"
        }
    }
}
