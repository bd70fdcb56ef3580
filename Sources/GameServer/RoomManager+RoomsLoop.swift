import NIOCore

extension RoomManager {
    /// Runs `operation` isolated to the manager, from code that runs on the rooms loop without being isolated to
    /// it (a connection's handlers, work queued on the loop); stops the process anywhere else, as `assumeIsolated`
    /// does.
    ///
    /// NB: `assumeIsolated` asks the concurrency runtime for the current executor and wraps the closure twice (two
    /// allocations), on every message; the manager's executor is the rooms loop, so the loop's own thread check says
    /// the same for less.
    nonisolated func onRoomsLoop<T>(_ operation: (isolated RoomManager) -> T) -> T {
        ServerLoops.rooms.preconditionInEventLoop()
        return withoutActuallyEscaping(operation) { escapable in
            // NB: sound because the check above proved this thread is the manager's executor.
            unsafeBitCast(escapable, to: ((RoomManager) -> T).self)(self)
        }
    }
}
