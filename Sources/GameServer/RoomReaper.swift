public import ServiceLifecycle

/// One of the application's services: every `interval` it has the manager reap the rooms nobody joined in time and
/// let go from memory the rooms nobody has been in for a while, until the application shuts down.
public struct RoomReaper: Service {
    /// Whose rooms it reaps.
    public let manager: RoomManager
    /// How long it waits between two passes.
    public let interval: Duration

    /// A reaper for `manager`'s rooms, passing every `interval`.
    public init(manager: RoomManager, interval: Duration) {
        self.manager = manager
        self.interval = interval
    }

    /// Reaps and unloads every `interval` until cancelled or told to shut down gracefully.
    public func run() async {
        // NB: a sleep cut short by shutdown throws, which is how the loop ends; there is nothing to report.
        try? await cancelWhenGracefulShutdown { [manager, interval] in
            while true {
                try await Task.sleep(for: interval)
                await manager.reapStaleRooms()
                await manager.unloadIdleRooms()
            }
        }
    }
}
