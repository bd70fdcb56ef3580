import Foundation
public import GRDB
public import ServerCore
import Synchronization
public import WireProtocol

/// Rooms' records in a SQLite file: one row per record, keyed by room and sequence number, the record itself as
/// JSON. Seat secrets appear only as their hashes, inside `seatTaken` records.
///
/// Reads and the schema go through GRDB; writes through a connection of the store's own (`RecordWriter`), which
/// also checkpoints the write-ahead log as `CheckpointPolicy` says.
public final class SQLiteRoomStore: RoomStore {
    private let database: DatabasePool
    private let writer: Mutex<RecordWriter>

    /// Opens (creating and migrating as needed) the store in the SQLite file at `path`.
    public convenience init(path: String, checkpoints: CheckpointPolicy = .standard) throws {
        try self.init(database: DatabaseOpener.open(path: path), checkpoints: checkpoints)
    }

    /// A store over an open database, migrated to the current schema.
    public init(database: DatabasePool, checkpoints: CheckpointPolicy = .standard) throws {
        self.database = database
        try Self.migrator.migrate(database)
        writer = Mutex(try RecordWriter(path: database.path, policy: checkpoints))
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
        do {
            try writer.withLock { try $0.append(batch) }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            guard batch.count == 1, let part = batch.first else { throw RoomStoreError.batchRefused }
            throw RoomStoreError.sequenceTaken(part.room, part.firstSequence)
        }
    }

    /// Copies the write-ahead log into the database file and empties it, so that the file alone holds every
    /// commit: after a clean stop, copying the file is a backup.
    public func settle() throws {
        try writer.withLock { try $0.checkpointCompletely() }
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
        try writer.withLock { try $0.remove(room: room.text) }
    }
}
