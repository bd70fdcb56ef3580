import Foundation
import GRDB
import Persistence
import ServerCore
import Testing
import WireProtocol

/// The store checkpoints its write-ahead log itself (`CheckpointPolicy`): the log stays bounded under continuous
/// appends, and the database file alone holds everything but the last commits.
@Suite struct RoomStoreCheckpointTests {
    static let policy = CheckpointPolicy(backgroundStep: 16, restartFrames: 64, tailFrames: 8, limitFrames: 128)
    /// More frames than one append can write (a leaf, its splits and their parents).
    static let slack = 16
    static let appends = 3000

    /// `count` rooms with distinct IDs, so that appends to them touch different pages.
    static func rooms(_ count: Int) throws -> [GameID] {
        let alphabet = GameID.alphabet
        return try (0..<count).map { index in
            try GameID(
                "RMMS" + String([alphabet[index / 900 % 30], alphabet[index / 30 % 30], alphabet[index % 30], "2"]))
        }
    }

    /// Appends `appends` one-record commits round-robin over 200 rooms, as a loaded server's moves arrive.
    static func appendMoves(to store: SQLiteRoomStore) throws -> [GameID: Int] {
        let rooms = try rooms(200)
        var counts: [GameID: Int] = [:]
        for index in 0..<appends {
            let room = rooms[index % rooms.count]
            let sequence = counts[room, default: 0] + 1
            try store.append([.spectatorsChanged(count: index)], to: room, firstSequence: sequence)
            counts[room] = sequence
        }
        return counts
    }

    static func size(of path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    }

    /// Appends the moves through a store that is closed on return, leaving open a connection that has read.
    static func fill(_ path: String) throws -> DatabaseQueue {
        let store = try SQLiteRoomStore(path: path, checkpoints: policy)
        let bystander = try DatabaseQueue(path: path)
        _ = try bystander.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recordLog") }
        _ = try appendMoves(to: store)
        return bystander
    }

    @Test func theLogStaysBoundedUnderContinuousAppends() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, checkpoints: Self.policy)
        let counts = try Self.appendMoves(to: store)
        let pageSize = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA page_size") ?? 0 }
        // NB: the log file never shrinks, so its size is the most frames it ever held: without checkpoints it
        // would hold at least one frame per append.
        let bound = (Self.policy.limitFrames + Self.slack) * (pageSize + 24) + 32
        let logSize = try Self.size(of: path + "-wal")
        #expect(logSize <= bound, "log \(logSize) bytes, bound \(bound) (\(pageSize)-byte pages)")
        #expect(try store.loadAll().mapValues(\.count) == counts)
    }

    @Test func theDatabaseFileAloneHoldsAllButTheLastCommits() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        // NB: another connection that has read the database stays open, so closing the store does not checkpoint
        // the rest of the log; the store is gone (its background thread stopped) when `fill` returns.
        let bystander = try Self.fill(path)
        let copy = directory.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let copied = try DatabaseQueue(path: copy).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recordLog") }
        // NB: every commit writes at least one frame, so the commits missing from the file number at most the frames
        // its log held past the last checkpoint.
        #expect(try #require(copied) >= Self.appends - Self.policy.limitFrames - Self.slack)
        try bystander.close()
    }

    /// After `settle` (a clean stop) the database file alone holds every commit, even with another connection
    /// still open, and the log is empty: copying the file is a backup.
    @Test func settlingLeavesEveryCommitInTheDatabaseFile() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path)
        let bystander = try DatabaseQueue(path: path)
        _ = try bystander.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recordLog") }
        _ = try Self.appendMoves(to: store)
        try store.settle()
        #expect(try Self.size(of: path + "-wal") == 0)
        let copy = directory.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let copied = try DatabaseQueue(path: copy).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recordLog") }
        #expect(copied == Self.appends)
        try bystander.close()
    }
}
