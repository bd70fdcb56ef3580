import NIOCore
import NIOHTTP1

/// Closes a connection that has not completed its WebSocket upgrade within `limit`: one that says nothing after
/// connecting, or trickles its request out (slowloris). It leaves the pipeline once the upgrade completes.
///
/// NB: Hummingbird's idle timeout covers only requests that are not upgrades, so a TCP connection that never
/// finishes its upgrade request would otherwise stay open for ever.
final class UpgradeDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let limit: TimeAmount
    private var timer: Scheduled<Void>?

    init(after limit: TimeAmount) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        // NB: passed on before leaving: a handler that has left the pipeline reaches nobody.
        context.fireUserInboundEventTriggered(event)
        if case .upgradeComplete? = event as? HTTPServerUpgradeEvents {
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }
}
