import Foundation
import GRDB
import Persistence
import ServerCore
import TestGames
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

    /// How many times the log of the database at `path` has restarted: the checkpoint sequence number in its
    /// header (SQLite's WAL format), nil while the log has no header.
    static func logRestarts(of path: String) throws -> UInt32? {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path + "-wal"))
        defer { try? handle.close() }
        guard let header = try handle.read(upToCount: 16), header.count == 16 else { return nil }
        return header.suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Appends the moves, then one-record commits until one of them restarts the log, through a store that is
    /// closed on return, leaving open a connection that has read; returns that connection and the commits made.
    static func fillUntilTheLogRestarts(_ path: String) throws -> (bystander: DatabaseQueue, commits: Int) {
        let store = try SQLiteRoomStore(path: path, games: TestGames.all, checkpoints: policy)
        let bystander = try DatabaseQueue(path: path)
        _ = try bystander.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM recordLog") }
        var counts = try appendMoves(to: store)
        let room = try rooms(1)[0]
        var restarts = try logRestarts(of: path)
        // NB: the log restarts at the latest once it reaches the limit (each commit writes at least one frame).
        for commit in 1...(2 * policy.limitFrames) {
            let sequence = counts[room, default: 0] + 1
            try store.append([.spectatorsChanged(count: commit)], to: room, firstSequence: sequence)
            counts[room] = sequence
            let now = try logRestarts(of: path)
            if now != restarts { return (bystander, appends + commit) }
            restarts = now
        }
        Issue.record("the log did not restart within \(2 * policy.limitFrames) commits")
        return (bystander, appends)
    }

    @Test func theLogStaysBoundedUnderContinuousAppends() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all, checkpoints: Self.policy)
        let counts = try Self.appendMoves(to: store)
        let pageSize = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "PRAGMA page_size") ?? 0 }
        // NB: the log file never shrinks, so its size is the most frames it ever held: without checkpoints it
        // would hold at least one frame per append.
        let bound = (Self.policy.limitFrames + Self.slack) * (pageSize + 24) + 32
        let logSize = try Self.size(of: path + "-wal")
        #expect(logSize <= bound, "log \(logSize) bytes, bound \(bound) (\(pageSize)-byte pages)")
        #expect(try store.loadAll().mapValues(\.count) == counts)
    }

    /// The database file alone holds every commit the log held when it last restarted: the checkpoints copy the
    /// log into it as the appends go on, not only when the store stops.
    ///
    /// NB: the file is copied just after a commit that restarted the log. SQLite restarts the log only once a
    /// checkpoint has copied all of it, so the file then is the database as it was before that commit, and no
    /// checkpoint runs after it before the store is gone (the background waits for `backgroundStep` frames, the
    /// writer for `restartFrames`). At another moment the file alone need not be a database at all: a checkpoint
    /// that stops short of the log's end (here at the snapshot of a commit in progress) copies only the pages whose
    /// last version in the log is within its reach, so the record log's last leaf, rewritten by every commit, stays
    /// behind while the first page, rewritten when the file grew, is copied, and the file counts a page it does not
    /// have ("database disk image is malformed" in about one run in 20 when it was copied whenever the appends ended).
    @Test func theDatabaseFileAloneHoldsEveryCommitBeforeTheLogRestarted() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        // NB: another connection that has read the database stays open, so closing the store does not checkpoint
        // the rest of the log; the store is gone (its background thread stopped) when this returns.
        let (bystander, commits) = try Self.fillUntilTheLogRestarts(path)
        let copy = directory.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let copied = try DatabaseQueue(path: copy).read { db in
            (
                check: try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                records: try Int.fetchOne(db, sql: "SELECT count(*) FROM recordLog")
            )
        }
        #expect(copied.check == ["ok"])
        #expect(copied.records == commits - 1, "\(commits) commits, the last of them restarting the log")
        try bystander.close()
    }

    /// After `settle` (a clean stop) the database file alone holds every commit, even with another connection
    /// still open, and the log is empty: copying the file is a backup.
    @Test func settlingLeavesEveryCommitInTheDatabaseFile() throws {
        let directory = try RoomStoreTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
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
