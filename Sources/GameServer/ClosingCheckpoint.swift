public import ServiceLifecycle

/// A service that does nothing until the server shuts down gracefully and every service after it in the group has
/// stopped, then commits what is pending and checkpoints the whole log into the database file.
///
/// NB: it goes first in the group, so it is shut down last: after the application, whose `ConnectionRegistry`
/// closes the sockets of peers that never answered the 1001 and waits for them to leave their rooms. Their
/// `playerDisconnected` records are written then; checkpointing before that (at the end of the notice) left them
/// in the `-wal`, so the database file alone was not a whole backup after SIGTERM.
public struct ClosingCheckpoint: Service {
    /// Whose store it settles.
    public let manager: RoomManager

    /// A checkpoint of `manager`'s store at the end of a graceful shutdown.
    public init(manager: RoomManager) {
        self.manager = manager
    }

    /// Waits for graceful shutdown, then settles the store; a cancelled server does not.
    public func run() async {
        do {
            try await gracefulShutdown()
        } catch {
            return
        }
        await manager.settleStore()
    }
}
