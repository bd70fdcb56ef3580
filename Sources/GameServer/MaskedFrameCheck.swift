import NIOCore
import NIOWebSocket

/// Refuses unmasked client frames, as RFC 6455 §5.1 requires of a server: the first one gets a close frame with
/// 1002 and the connection is closed; nothing after it is read.
///
/// NB: it sits right after NIO's frame decoder, the only place a frame's mask is still known: the WebSocket layer
/// above unmasks every frame and passes on only its data.
final class MaskedFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    /// The close reason sent with 1002.
    static let reason = "client frames must be masked"

    private var refused = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        let frame = unwrapInboundIn(data)
        guard frame.maskKey == nil else { return context.fireChannelRead(data) }
        refused = true
        var payload = context.channel.allocator.buffer(capacity: 2 + Self.reason.utf8.count)
        payload.write(webSocketErrorCode: .protocolError)
        payload.writeString(Self.reason)
        let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in channel.close(promise: nil) }
    }
}
