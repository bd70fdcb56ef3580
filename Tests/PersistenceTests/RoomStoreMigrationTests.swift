import CustomDump
import Foundation
import GRDB
import Persistence
import ServerCore
import TestGames
import Testing
import WireProtocol

/// A database written by the first schema (records keyed by room and sequence) is migrated to the record log when
/// a store opens it, every record kept.
@Suite struct RoomStoreMigrationTests {
    typealias S = RoomStoreTests

    /// Writes a database as the first schema's store did: its migration, then rows in the order moves arrive.
    static func writeVersionOne(at path: String, rooms: [GameID: [RoomRecord]]) throws {
        let database = try DatabaseQueue(path: path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: room records") { db in
            try db.execute(
                sql: """
                    CREATE TABLE roomRecord (
                        room TEXT NOT NULL,
                        sequence INTEGER NOT NULL,
                        body TEXT NOT NULL,
                        PRIMARY KEY (room, sequence)
                    ) WITHOUT ROWID
                    """)
        }
        try migrator.migrate(database)
        try database.write { db in
            let longest = rooms.values.map(\.count).max() ?? 0
            for sequence in 1...longest {
                for (room, records) in rooms.sorted(by: { $0.key < $1.key }) where sequence <= records.count {
                    try db.execute(
                        sql: "INSERT INTO roomRecord (room, sequence, body) VALUES (?, ?, ?)",
                        arguments: [room.text, sequence, records[sequence - 1].storedText])
                }
            }
        }
        try database.close()
    }

    @Test func aVersionOneFileOpensWithEveryRecordInTheLog() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        var rooms = [S.room: S.records, S.other: [S.matched, S.records[1]]]
        for (index, room) in try RoomStoreCheckpointTests.rooms(30).enumerated() {
            rooms[room] = [S.matched] + Array(S.records.dropFirst().prefix(index % 8))
        }
        try Self.writeVersionOne(at: path, rooms: rooms)

        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        expectNoDifference(try store.loadAll(), rooms)
        expectNoDifference(try store.roomIDs(), rooms.keys.sorted())
        for (room, records) in rooms {
            expectNoDifference(try store.records(of: room), records)
        }
        #expect(throws: RoomStoreError.sequenceTaken(S.other, 2)) {
            try store.append([S.records[2]], to: S.other, firstSequence: 2)
        }
        try store.append([S.records[2]], to: S.other, firstSequence: 3)
        let tables = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        expectNoDifference(tables, ["grdb_migrations", "recordLog", "roomIndex", "roomIndexMark"])
        rooms[S.other]?.append(S.records[2])
        expectNoDifference(try store.records(of: S.other), rooms[S.other])
        let copy = try S.copy(path, to: directory.appendingPathComponent("copy"))
        expectNoDifference(try SQLiteRoomStore(path: copy, games: TestGames.all).loadAll(), rooms)
    }
}
