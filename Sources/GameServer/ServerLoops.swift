import NIOCore
import NIOPosix

#if canImport(Glibc)
    import Glibc
#endif

/// The event loops the server runs on: NIO's singleton group, whose first loop also runs `RoomManager`, so a
/// message read on that loop reaches its room and its answers are written without leaving the thread.
enum ServerLoops {
    /// The loop `RoomManager` runs on, and with it every connection's session.
    static let rooms: any EventLoop = MultiThreadedEventLoopGroup.singleton.next()

    /// `rooms` as a Swift concurrency executor.
    static let roomsExecutor: UnownedSerialExecutor = rooms.executor.asUnownedSerialExecutor()

    /// Runs `work` on the rooms loop: now when already on it, else as the loop's next turn (in order).
    @inline(__always)
    static func onRooms(_ work: @escaping @Sendable () -> Void) {
        if rooms.inEventLoop {
            work()
        } else {
            rooms.execute(work)
        }
    }

    /// How many CPUs this process may run on (`sched_getaffinity`), which `taskset` restricts; NIO's own count
    /// (`System.coreCount`) ignores it. Nil when the system does not say.
    static func affinityCPUCount() -> Int? {
        #if os(Linux)
            // NB: glibc declares sched_getaffinity only under _GNU_SOURCE, which Swift's Glibc module does not
            // define, so the function is looked up by name and the set read as the bit array it is.
            typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return nil }
            let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
            var set = [UInt64](repeating: 0, count: 16)
            let status = set.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
            let count = set.reduce(0) { $0 + $1.nonzeroBitCount }
            return status == 0 && count > 0 ? count : nil
        #else
            return nil
        #endif
    }
}
