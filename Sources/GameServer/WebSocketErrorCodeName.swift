import NIOWebSocket

/// The close codes the server uses, named for why (so the room logic need not import WSCore).
enum WebSocketErrorCodeName: Sendable {
    /// 1002: the peer speaks another protocol version.
    case protocolError
    /// 1008: a flood, or no hello in time.
    case policyViolation
    /// 1009: a message over the size limit.
    case messageTooLarge
    /// 1001: the server is going away.
    case goingAway

    var code: WebSocketErrorCode {
        switch self {
        case .protocolError: return .protocolError
        case .policyViolation: return .policyViolation
        case .messageTooLarge: return .messageTooLarge
        case .goingAway: return .goingAway
        }
    }
}
