import Foundation
import GRDBSQLite
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing

@testable import parlor_bench

/// The durable echo floor: every frame is a row in SQLite before anything is echoed, and the frames of one
/// event-loop turn share one commit.
@Suite struct DurableEchoTests {
    /// Two connections in room "r" of an echo server with a durable log at `path`, on one embedded loop.
    struct Server {
        let loop = EmbeddedEventLoop()
        let commits: EchoCommits
        let mover: EmbeddedChannel
        let opponent: EmbeddedChannel

        init(path: String, autocheckpointPages: Int = 1_000) throws {
            let rooms = EchoRooms()
            commits = EchoCommits(log: try DurableLog(path: path, autocheckpointPages: autocheckpointPages))
            mover = EmbeddedChannel(handler: EchoHandler(rooms: rooms, commits: commits), loop: loop)
            opponent = EmbeddedChannel(handler: EchoHandler(rooms: rooms, commits: commits), loop: loop)
            for channel in [mover, opponent] {
                try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
                try channel.writeInbound(Self.text("join r"))
                #expect(try Self.texts(channel) == ["joined"])
            }
        }

        static func text(_ string: String) -> WebSocketFrame {
            WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: string))
        }

        /// The text frames written to `channel` so far.
        static func texts(_ channel: EmbeddedChannel) throws -> [String] {
            var texts: [String] = []
            while let frame = try channel.readOutbound(as: WebSocketFrame.self) {
                texts.append(String(buffer: frame.data))
            }
            return texts
        }
    }

    static func temporaryFile() throws -> String {
        let folder = NSTemporaryDirectory() + "durable-echo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder + "/echo.sqlite"
    }

    static func removeFolder(of path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }

    @Test(arguments: [1, 3, 50])
    func storesEveryFrameOfATurnBeforeEchoingIt(frames count: Int) throws {
        let path = try Self.temporaryFile()
        defer { Self.removeFolder(of: path) }
        let server = try Server(path: path)
        let moves = (0..<count).map { "move \($0) é" }
        for move in moves { try server.mover.writeInbound(Server.text(move)) }

        #expect(server.commits.pendingCount == count)
        #expect(try Server.texts(server.mover) == [])
        #expect(try Server.texts(server.opponent) == [])
        #expect(try DurableLog(path: path).frames() == [])

        server.loop.run()

        #expect(server.commits.pendingCount == 0)
        #expect(server.commits.stats.commits == 1)
        #expect(server.commits.stats.frames == count)
        // NB: read through a connection of its own, so the rows are in the file, not in the writer's cache.
        let stored = try DurableLog(path: path).frames()
        #expect(stored == moves.map { LoggedFrame(room: "r", body: ByteBuffer(string: $0)) })
        #expect(try Server.texts(server.mover) == moves)
        #expect(try Server.texts(server.opponent) == moves)
    }

    @Test func eachTurnIsItsOwnCommit() throws {
        let path = try Self.temporaryFile()
        defer { Self.removeFolder(of: path) }
        let server = try Server(path: path)
        try server.mover.writeInbound(Server.text("x a1"))
        server.loop.run()
        try server.opponent.writeInbound(Server.text("o b2"))
        try server.mover.writeInbound(Server.text("x c3"))
        #expect(try DurableLog(path: path).frames().map { String(buffer: $0.body) } == ["x a1"])
        server.loop.run()
        #expect(try DurableLog(path: path).frames().map { String(buffer: $0.body) } == ["x a1", "o b2", "x c3"])
        #expect(try Server.texts(server.mover) == ["x a1", "o b2", "x c3"])
        #expect(try Server.texts(server.opponent) == ["x a1", "o b2", "x c3"])
        #expect(server.commits.stats.commits == 2)
        #expect(server.commits.stats.frames == 3)
    }

    @Test func aFrameThatCannotBeStoredIsNeverEchoed() throws {
        let path = try Self.temporaryFile()
        defer { Self.removeFolder(of: path) }
        let server = try Server(path: path)
        try server.mover.writeInbound(Server.text("x a1"))
        try Self.execute("DROP TABLE frames", at: path)

        server.loop.run()

        #expect(try Server.texts(server.mover) == [])
        #expect(try Server.texts(server.opponent) == [])
        #expect(!server.mover.isActive)
        #expect(server.opponent.isActive)
        #expect(server.commits.stats == CommitStats())
    }

    /// The log's size after 2,000 single-frame commits: bounded while automatic checkpoints run, growing
    /// without them.
    @Test(arguments: [(pages: 10, bounded: true), (pages: 0, bounded: false)])
    func automaticCheckpointsBoundTheLog(pages: Int, bounded: Bool) throws {
        let path = try Self.temporaryFile()
        defer { Self.removeFolder(of: path) }
        let log = try DurableLog(path: path, autocheckpointPages: pages)
        let body = ByteBuffer(repeating: UInt8(ascii: "m"), count: 200)
        for _ in 0..<2_000 { try log.append([LoggedFrame(room: "r", body: body)]) }
        let walBytes = try #require(try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int)
        // NB: a WAL frame is a 4 KiB page plus 24 bytes; the log is reused from its start after a checkpoint, so
        // with checkpoints every 10 pages it stays within a few of them (2,000 commits write ~4,000 frames).
        #expect((walBytes <= 32 * 4_120) == bounded, "WAL \(walBytes) bytes with wal_autocheckpoint=\(pages)")
        #expect(try DurableLog(path: path).frames().count == 2_000)
    }

    static func execute(_ sql: String, at path: String) throws {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open(path, &database) == SQLITE_OK, sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK
        else {
            throw BenchFailure("cannot run \(sql) on \(path)")
        }
    }

    @Test func countsCommitsFramesAndStalls() {
        var stats = CommitStats()
        stats.record(frames: 3, nanoseconds: 40_000)
        stats.record(frames: 1, nanoseconds: 2_500_000)
        stats.record(frames: 2, nanoseconds: 1_000_000)
        #expect(
            stats
                == CommitStats(
                    commits: 3, frames: 6, stalls: 2, longestNanoseconds: 2_500_000, totalNanoseconds: 3_540_000))
        #expect(
            stats.summary
                == "durable commits: 3 of 6 frames (2.00 per commit), mean 1180.0 µs, 2 took ≥ 1 ms, longest 2.50 ms")
    }
}
