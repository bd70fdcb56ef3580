import GameServer
import Hummingbird
import Logging
import Persistence
import ServerCore
import ServerTestSupport
import TestGames

/// A real server application on 127.0.0.1 and a free port around a room manager the test holds, so that it can
/// look at the rooms, drive the manager's passes and set its clock.
struct ManagedServer {
    let manager: RoomManager
    let port: Int
    let task: Task<Void, any Error>

    /// Starts a server over `store`, with `policy`, `random` and `clock`, waiting at most 10 s for it to listen.
    static func start(
        store: any RoomStore, policy: RoomPolicy = RoomPolicy(),
        random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
        clock: @escaping @Sendable () -> Moment = SystemClock.now
    ) async throws -> ManagedServer {
        var logger = Logger(label: "test.server")
        logger.logLevel = .warning
        let manager = try RoomManager(
            store: store, policy: policy, random: random, clock: clock, logger: logger, roomsPerAddressPerMinute: .max)
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let application = ParlorServer.buildApplication(
            configuration: ServerConfiguration(
                host: "127.0.0.1", port: 0, databasePath: "", games: TestGames.all, maxHandshakesPerMinute: .max,
                maxRoomsPerMinute: .max),
            manager: manager,
            logger: logger
        ) { port in listening.yield(port) }
        let task = Task { try await application.runService() }
        return ManagedServer(manager: manager, port: try await firstPort(from: ports), task: task)
    }

    /// Stops the server at once and waits (at most 10 s) until it has.
    func stop() async throws {
        task.cancel()
        try await withTimeout(seconds: 10) { _ = await task.result }
    }
}
