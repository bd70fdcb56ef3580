import Foundation
public import GameServer
import Logging
import ServiceLifecycle
import TestGames

/// A real `parlor serve` application on 127.0.0.1 and a free port, over a SQLite file in a temporary folder.
public struct TestServer: Sendable {
    /// The port it listens on.
    public let port: Int
    let group: ServiceGroup
    let task: Task<Void, any Error>

    /// A fresh temporary database path; the folder is removed by `removeDatabase`.
    public static func temporaryDatabase() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parlor-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("server.sqlite").path
    }

    /// Removes the database at `path` and its temporary folder.
    public static func removeDatabase(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    /// Starts a server on `database`, waiting at most 10 s for it to listen.
    public static func start(database: String, configure: @escaping (inout ServerConfiguration) -> Void = { _ in })
        async throws
        -> TestServer
    {
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, databasePath: database, games: TestGames.all)
        // NB: every peer of a test comes from 127.0.0.1, and some open hundreds; the tests of the limits per
        // address set their own.
        configuration.maxHandshakesPerMinute = .max
        configuration.maxRoomsPerMinute = .max
        configure(&configuration)
        var logger = Logger(label: "test.server")
        logger.logLevel = .warning
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let group = try ParlorServer.serviceGroup(configuration: configuration, logger: logger, stopOnSignals: false) {
            port in listening.yield(port)
        }
        let task = Task { try await group.run() }
        return TestServer(port: try await firstPort(from: ports), group: group, task: task)
    }

    /// Stops the server at once and waits (at most 10 s) until it has.
    public func stop() async throws {
        task.cancel()
        try await withTimeout(seconds: 10) { _ = await task.result }
    }

    /// Shuts the server down as SIGTERM would and waits (at most 10 s) until it has.
    public func stopGracefully() async throws {
        await group.triggerGracefulShutdown()
        try await withTimeout(seconds: 10) { _ = try await task.value }
    }
}

/// The port a starting server reports listening on, waiting at most 10 s.
public func firstPort(from ports: AsyncStream<Int>) async throws -> Int {
    try await withTimeout(seconds: 10) {
        var iterator = ports.makeAsyncIterator()
        return await iterator.next() ?? 0
    }
}

/// Runs `body`, failing with `TimedOut` if it takes longer than `seconds`.
public func withTimeout<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws
    -> T
{
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw TimedOut(seconds: seconds)
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
