import HummingbirdCore
import Logging
import NIOCore

/// A server child channel that sets `base` up, then puts an `UpgradeDeadline` behind it.
struct UpgradeDeadlineChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let limit: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        // NB: behind the HTTP upgrade handler, it sees the event announcing the completed upgrade.
        base.setup(channel: channel, logger: logger).flatMapThrowing { [limit] value in
            try channel.pipeline.syncOperations.addHandler(UpgradeDeadline(after: limit))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
