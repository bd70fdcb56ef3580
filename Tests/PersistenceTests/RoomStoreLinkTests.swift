import CustomDump
import Foundation
import Persistence
import ServerCore
import TestGames
import Testing

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// A database named through a symbolic link is the same database: SQLite follows the link, so the lock does too.
@Suite struct RoomStoreLinkTests {
    typealias S = RoomStoreTests

    /// A folder with `server.sqlite` and a link to it, `link.sqlite`; the paths are returned real first.
    static func linkedDatabase(in directory: URL) throws -> (real: String, link: String) {
        let real = directory.appendingPathComponent("server.sqlite").path
        let link = directory.appendingPathComponent("link.sqlite").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        return (real, link)
    }

    @Test func aStoreThroughALinkToADatabaseAnotherProcessHasOpenIsRefused() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (real, link) = try Self.linkedDatabase(in: directory)
        _ = try SQLiteRoomStore(path: real, games: TestGames.all)
        let other = try RoomStoreLockTests.openLockFile(of: real)
        defer { close(other) }
        try #require(flock(other, LOCK_EX | LOCK_NB) == 0)

        #expect(throws: DatabaseInUseError(path: link, lockPath: real + "-lock")) {
            try SQLiteRoomStore(path: link, games: TestGames.all)
        }
        #expect(!FileManager.default.fileExists(atPath: link + "-lock"), "the lock must be beside the real file")
    }

    @Test func storesThroughALinkAndTheRealPathShareOneWriter() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (real, link) = try Self.linkedDatabase(in: directory)
        let direct = try SQLiteRoomStore(path: real, games: TestGames.all)
        let linked = try SQLiteRoomStore(path: link, games: TestGames.all)
        try direct.append([S.matched], to: S.room, firstSequence: 1)
        #expect(throws: RoomStoreError.sequenceTaken(S.room, 1)) {
            try linked.append([S.matched], to: S.room, firstSequence: 1)
        }
        expectNoDifference(try linked.loadAll(), [S.room: [S.matched]])
    }
}
