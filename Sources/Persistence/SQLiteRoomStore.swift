import Foundation
public import GRDB
public import ServerCore
public import WireProtocol

/// Rooms' records in a SQLite file through GRDB: one row per record, keyed by room and sequence number, the
/// record itself as JSON. Seat secrets appear only as their hashes, inside `seatTaken` records.
public final class SQLiteRoomStore: RoomStore {
    private let database: DatabasePool

    /// Opens (creating and migrating as needed) the store in the SQLite file at `path`.
    public convenience init(path: String) throws {
        try self.init(database: DatabaseOpener.open(path: path))
    }

    /// A store over an open database, migrated to the current schema.
    public init(database: DatabasePool) throws {
        self.database = database
        try Self.migrator.migrate(database)
    }

    private static var migrator: DatabaseMigrator {
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
        return migrator
    }

    /// Appends all of `records` in one transaction, or none when a sequence number is taken.
    public func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try append([RoomAppend(room: room, firstSequence: firstSequence, records: records)])
    }

    /// Appends every part of `batch` in one transaction, or none when any sequence number is taken.
    public func append(_ batch: [RoomAppend]) throws {
        let rows = batch.map { part in (part.room.text, part.firstSequence, part.records.map(\.storedText)) }
        do {
            // NB: preparing a statement cost about as much as the commit itself, so the transaction's three
            // statements are prepared once per connection (`write` would parse BEGIN and COMMIT every time).
            try database.writeWithoutTransaction { db in
                let insert = try db.cachedStatement(
                    sql: "INSERT INTO roomRecord (room, sequence, body) VALUES (?, ?, ?)")
                // NB: one row (a room's move when no other room's shares the commit) is a transaction of its own
                // in autocommit mode: BEGIN and COMMIT around it cost GRDB and SQLite two more statements.
                if rows.count == 1, let (room, sequence, bodies) = rows.first, bodies.count == 1 {
                    return try insert.execute(arguments: [room, sequence, bodies[0]])
                }
                try db.cachedStatement(sql: "BEGIN IMMEDIATE TRANSACTION").execute()
                do {
                    for (room, firstSequence, bodies) in rows {
                        for (offset, body) in bodies.enumerated() {
                            try insert.execute(arguments: [room, firstSequence + offset, body])
                        }
                    }
                    try db.cachedStatement(sql: "COMMIT TRANSACTION").execute()
                } catch {
                    if db.isInsideTransaction { try db.rollback() }
                    throw error
                }
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            guard batch.count == 1, let part = batch.first else { throw RoomStoreError.batchRefused }
            throw RoomStoreError.sequenceTaken(part.room, part.firstSequence)
        }
    }

    /// Every room's records, in sequence order.
    public func loadAll() throws -> [GameID: [RoomRecord]] {
        let decoder = JSONDecoder()
        return try database.read { db in
            var rooms: [GameID: [RoomRecord]] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT room, body FROM roomRecord ORDER BY room, sequence")
            while let row = try rows.next() {
                let text: String = row["room"]
                guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
                let body: String = row["body"]
                rooms[room, default: []].append(try decoder.decode(RoomRecord.self, from: Data(body.utf8)))
            }
            return rooms
        }
    }

    /// The records of `room`, in sequence order.
    public func records(of room: GameID) throws -> [RoomRecord] {
        let decoder = JSONDecoder()
        return try database.read { db in
            try String.fetchAll(
                db, sql: "SELECT body FROM roomRecord WHERE room = ? ORDER BY sequence", arguments: [room.text]
            ).map { try decoder.decode(RoomRecord.self, from: Data($0.utf8)) }
        }
    }

    /// The stored rooms' IDs, in order.
    public func roomIDs() throws -> [GameID] {
        try database.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT room FROM roomRecord ORDER BY room").map { text in
                guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
                return room
            }
        }
    }

    /// Forgets `room` and its records.
    public func remove(_ room: GameID) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM roomRecord WHERE room = ?", arguments: [room.text])
        }
    }
}
