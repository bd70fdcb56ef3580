import NIOWebSocket

/// What a connection's writer task sends next.
enum OutboundItem: Sendable {
    /// A text frame.
    case text(String)
    /// Close the connection with this code and reason once everything before has gone out.
    case close(WebSocketErrorCode, String)
}
