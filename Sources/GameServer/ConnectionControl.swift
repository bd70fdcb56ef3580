import NIOWebSocket

/// What a connection's session must do for it, asked by its `ConnectionSink`.
enum ConnectionControl: Sendable {
    /// Close with this code and reason once everything sent before has gone out.
    case close(WebSocketErrorCode, String)
    /// Cut the socket: the connection fell too far behind reading.
    case drop
}
