import CustomDump
import Foundation
import Persistence
import ServerCore
import TestGames
import Testing
import WireProtocol

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// One process writes a database: a store holds a lock beside the file while it is open, another process's store
/// is refused with a message that says so, and stores of one file within a process share what they know.
@Suite struct RoomStoreLockTests {
    typealias S = RoomStoreTests

    /// Opens the database's lock file as another process would: a lock taken through it is that process's.
    static func openLockFile(of path: String) throws -> Int32 {
        let descriptor = open(path + "-lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        return descriptor
    }

    @Test func aStoreOnAFileAnotherProcessHasOpenIsRefusedSayingSo() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        // NB: flock(2) locks belong to an open of the file, so a lock taken through another open of it is what
        // another process's store holds.
        let other = try Self.openLockFile(of: path)
        defer { close(other) }
        try #require(flock(other, LOCK_EX | LOCK_NB) == 0)

        #expect(throws: DatabaseInUseError(path: path)) { try SQLiteRoomStore(path: path, games: TestGames.all) }
        let message = DatabaseInUseError(path: path).description
        #expect(message.contains(path) && message.contains("only one process may write a database at a time"))

        flock(other, LOCK_UN)
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        try store.append([S.matched], to: S.room, firstSequence: 1)
        expectNoDifference(try store.loadAll(), [S.room: [S.matched]])
    }

    @Test func aStoreHoldsTheLockUntilItIsReleased() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        var store: SQLiteRoomStore? = try SQLiteRoomStore(path: path, games: TestGames.all)
        let other = try Self.openLockFile(of: path)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) != 0, "another process could take the lock of an open store")
        try store?.append([S.matched], to: S.room, firstSequence: 1)
        store = nil
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "the lock outlived the store")
    }

    @Test func storesOfOneFileInOneProcessShareTheirRecordsAndNumbers() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let first = try SQLiteRoomStore(path: path, games: TestGames.all)
        try first.append(Array(S.records.prefix(3)), to: S.room, firstSequence: 1)
        let second = try SQLiteRoomStore(path: path, games: TestGames.all)
        expectNoDifference(try second.records(of: S.room), Array(S.records.prefix(3)))
        try second.append([S.records[3]], to: S.room, firstSequence: 4)
        #expect(throws: RoomStoreError.sequenceTaken(S.room, 4)) {
            try first.append([S.records[4]], to: S.room, firstSequence: 4)
        }
        expectNoDifference(try first.records(of: S.room), Array(S.records.prefix(4)))
    }

    /// A room's records read while it is being appended to are always the first of its records, in order.
    @Test func recordsReadWhileAppendingAreAlwaysAPrefix() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        let records = (0..<300).map { RoomRecord.spectatorsChanged(count: $0) }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            do {
                if worker == 0 {
                    for (index, record) in records.enumerated() {
                        try store.append([record], to: S.room, firstSequence: index + 1)
                    }
                    return
                }
                var seen = 0
                while seen < records.count {
                    let read = try store.records(of: S.room)
                    guard read.count >= seen, read == Array(records.prefix(read.count)) else {
                        return failures.add("read \(read.count) records after \(seen), not a longer prefix")
                    }
                    seen = read.count
                }
            } catch {
                failures.add("\(error)")
            }
        }
        expectNoDifference(failures.list, [])
    }

    /// What went wrong on the test's threads.
    final class Failures: @unchecked Sendable {
        // NB: @unchecked because `items` is read and written holding `lock`.
        private let lock = NSLock()
        private var items: [String] = []

        func add(_ failure: String) { lock.withLock { items.append(failure) } }

        var list: [String] { lock.withLock { items } }
    }
}
