/// What a `Connection` reports across its reconnects.
public enum ConnectionEvent: Hashable, Sendable {
    /// Attempt `attempt` (from 1) is dialling.
    case connecting(attempt: Int)
    /// A connection opened: the time to say hello (and resume) again.
    case connected
    /// One text frame from the server.
    case text(String)
    /// The connection ended.
    case disconnected(DisconnectReason)
    /// The next attempt, `attempt`, starts after `delay`.
    case retrying(attempt: Int, after: Duration)
    /// The attempts are used up: the server is unreachable; nothing follows.
    case gaveUp
}
