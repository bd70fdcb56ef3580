import NIOCore
import NIOWebSocket

/// What a connection's writer task sends next.
enum OutboundItem: Sendable {
    /// A text frame's payload: an encoded message, often the very buffer other connections get too.
    case text(ByteBuffer)
    /// Close the connection with this code and reason once everything before has gone out.
    case close(WebSocketErrorCode, String)
}
