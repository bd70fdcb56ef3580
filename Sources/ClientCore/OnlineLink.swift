/// How the connection to the server stands, as the status line tells it.
public enum OnlineLink: Hashable, Sendable {
    /// Dialling, attempt `attempt`.
    case connecting(attempt: Int)
    /// Connected.
    case online
    /// Lost; the next attempt, `attempt`, starts in `retryInSeconds`.
    case reconnecting(attempt: Int, retryInSeconds: Int)
    /// Given up.
    case unreachable
}
