public import ServiceLifecycle

/// A service that does nothing until the server shuts down gracefully, then closes every connection with 1001
/// (going away) and waits a little for them to go; its reason tells clients whether to try again later.
public struct GoingAwayNotice: Service {
    /// Whose connections it closes.
    public let manager: RoomManager
    /// How long it waits for the connections to close before the server's own shutdown goes on.
    public let limit: Duration
    /// The close frame's reason text (`ServerConfiguration.goingAwayReason`).
    public let reason: String

    /// A notice for `manager`'s connections saying `reason`, waiting at most `limit` for them to close.
    public init(
        manager: RoomManager, waitingAtMost limit: Duration, reason: String = ServerConfiguration.restartingReason
    ) {
        self.manager = manager
        self.limit = limit
        self.reason = reason
    }

    /// Waits for graceful shutdown, then says goodbye; a cancelled server says nothing.
    public func run() async {
        do {
            try await gracefulShutdown()
        } catch {
            return
        }
        await manager.sayGoingAway(waitingAtMost: limit, reason: reason)
    }
}
