import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Waits in the HTTP pipeline of a connection being upgraded, and when the upgrade completes puts a
/// `MaskedFrameCheck` right after the WebSocket frame decoder, then leaves.
///
/// NB: NIO announces the completed upgrade once the WebSocket handlers are in place and before it passes on the
/// bytes that came with the request, so no frame gets past the decoder unchecked.
final class MaskedFrameCheckInstaller: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // NB: passed on before leaving: a handler that has left the pipeline reaches nobody.
        context.fireUserInboundEventTriggered(event)
        if case .upgradeComplete? = event as? HTTPServerUpgradeEvents {
            do {
                let operations = context.pipeline.syncOperations
                let decoder = try operations.handler(type: ByteToMessageHandler<WebSocketFrameDecoder>.self)
                try operations.addHandler(MaskedFrameCheck(), position: .after(decoder))
            } catch {
                // NB: without the decoder there is no WebSocket to check; fail the connection rather than let
                // frames through unchecked.
                context.fireErrorCaught(error)
                context.close(promise: nil)
            }
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }
}
