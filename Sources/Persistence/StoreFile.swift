import Foundation
import GRDB
import GameCatalog
import ServerCore
import Synchronization
import WireProtocol

/// One database file open as a store: its schema, its writer, the index of its record log, and the lock that keeps
/// other processes from writing it. Every `SQLiteRoomStore` of this process on the file shares it (`StoreRegistry`).
///
/// The records are a log: one row per record in the order they were committed, keyed by row ID alone, so a commit
/// dirties the log's last page rather than a page per room (decision 47). Each row names the row of its room's
/// previous record; where each room's records end, and which sequence number it takes next, is kept in memory
/// (`RecordIndex`), built from the log when the file opens.
final class StoreFile: Sendable {
    private let database: DatabasePool
    /// The games the records name, for reading them.
    private let games: GameRegistry
    // NB: the writer's lock is held for a whole append, and the index's only while it is read or changed; the index
    // changes only under both, after the commit, so readers never see rows that are not committed.
    private let writer: Mutex<RecordWriter>
    private let index: Mutex<RecordIndex>
    // NB: released after `deinit` has closed every connection (StoreRegistry).
    private let lock: DatabaseLock

    /// Opens (creating and migrating as needed) the database at `path`, whose `lock` this process holds.
    init(path: String, games: GameRegistry, checkpoints: CheckpointPolicy, lock: DatabaseLock) throws {
        // NB: everything that can throw runs before the first stored property is set, so a failed open never runs
        // `deinit`.
        let database = try DatabaseOpener.open(path: path)
        try Self.migrator.migrate(database)
        let (index, mark, rowsAfterMark, lastRowID) = try database.read { db in try Self.readIndex(db, games: games) }
        let writer = try RecordWriter(path: path, policy: checkpoints, nextRowID: lastRowID + 1)
        // NB: saved at once, so that the next start reads only the saved index even if this run ends in a crash.
        if rowsAfterMark > 0 { try writer.saveIndex(index.changed(after: mark)) }
        self.database = database
        self.games = games
        self.writer = Mutex(writer)
        self.index = Mutex(index)
        self.lock = lock
    }

    deinit {
        writer.withLock { $0.close() }
        try? database.close()
    }

    /// The rows appended after the index was saved before it is saved again: they are what the next start reads
    /// from the log, and a save writes a row per room whose records they end.
    static let indexSaveInterval = 16_384

    /// A decoder of stored records, which name the registered `games`.
    private static func recordDecoder(_ games: GameRegistry) -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo[GameRegistry.userInfoKey] = games.kinds
        return decoder
    }

    /// The index as saved, brought up to date with the log rows written after it; the last row the saved index
    /// covers; how many rows came after it; and the log's last row.
    ///
    /// NB: only the log's rows after the saved index are read (their bodies too, for `RoomRecord.waitingForPlayers`),
    /// so opening takes the time of the rooms' count, not of every record ever stored.
    private static func readIndex(_ db: Database, games: GameRegistry) throws -> (RecordIndex, Int64, Int, Int64) {
        var index = RecordIndex(capacity: try Int.fetchOne(db, sql: "SELECT count(*) FROM roomIndex") ?? 0)
        let mark = try Int64.fetchOne(db, sql: "SELECT coveredRow FROM roomIndexMark WHERE id = 1") ?? 0
        let saved = try Row.fetchCursor(db, sql: "SELECT room, lastRow, sequence, waiting FROM roomIndex")
        while let row = try saved.next() {
            let text: String = row[0]
            guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
            index.restore(room, tail: RoomTail(rowID: row[1], sequence: row[2]), waiting: row[3])
        }
        var rowsAfterMark = 0
        let decoder = recordDecoder(games)
        let rows = try Row.fetchCursor(
            db, sql: "SELECT id, room, sequence, body FROM recordLog WHERE id > ? ORDER BY id", arguments: [mark])
        while let row = try rows.next() {
            let text: String = row[1]
            guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
            let body: String = row[3]
            let record = try decoder.decode(RoomRecord.self, from: Data(body.utf8))
            index.takeIn(rowID: row[0], room: room, sequence: row[2], record: record)
            rowsAfterMark += 1
        }
        let lastRowID = try Int64.fetchOne(db, sql: "SELECT max(id) FROM recordLog") ?? 0
        return (index, mark, rowsAfterMark, max(lastRowID, mark))
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
        // NB: one transaction, as every migration: a file is either all v1 or all v2. `previous` is the row of the
        // room's record before this one (0: none); a v1 file's rows are numbered room by room, so it is the row
        // before whenever that row is of the same room.
        migrator.registerMigration("v2: record log") { db in
            try db.execute(
                sql: """
                    CREATE TABLE recordLog (
                        id INTEGER PRIMARY KEY,
                        room TEXT NOT NULL,
                        sequence INTEGER NOT NULL,
                        previous INTEGER NOT NULL,
                        body TEXT NOT NULL
                    );
                    INSERT INTO recordLog (id, room, sequence, previous, body)
                        SELECT row_number() OVER byRoom, room, sequence,
                            iif(lag(room) OVER byRoom = room, row_number() OVER byRoom - 1, 0), body
                        FROM roomRecord WINDOW byRoom AS (ORDER BY room, sequence) ORDER BY room, sequence;
                    DROP TABLE roomRecord
                    """)
        }
        // NB: the index of decision 70, saved now and then; `coveredRow` is the last log row it accounts for. A file
        // from before it starts with nothing saved, and its first open reads the whole log once and saves it.
        migrator.registerMigration("v3: saved room index") { db in
            try db.execute(
                sql: """
                    CREATE TABLE roomIndex (
                        room TEXT PRIMARY KEY,
                        lastRow INTEGER NOT NULL,
                        sequence INTEGER NOT NULL,
                        waiting INTEGER NOT NULL
                    ) WITHOUT ROWID;
                    CREATE TABLE roomIndexMark (id INTEGER PRIMARY KEY CHECK (id = 1), coveredRow INTEGER NOT NULL);
                    INSERT INTO roomIndexMark (id, coveredRow) VALUES (1, 0)
                    """)
        }
        return migrator
    }

    /// The rows of one room, as the table `chain(id, previous, sequence)`, plus `body` `withBodies`: from its last
    /// record (the row `?1`, of the room `?2`) back to its first. A row of another room, or whose number is not below the one after
    /// it, ends the chain, so a damaged file cannot make it loop.
    ///
    /// NB: the bodies travel with the chain: looking them up again by row ID afterwards took half as long again.
    static func chain(withBodies: Bool) -> String {
        let body = withBodies ? ", body" : ""
        return """
            WITH RECURSIVE chain(id, previous, sequence\(body)) AS (
                SELECT id, previous, sequence\(body) FROM recordLog WHERE id = ?1 AND room = ?2
                UNION ALL
                SELECT r.id, r.previous, r.sequence\(withBodies ? ", r.body" : "")
                    FROM chain JOIN recordLog AS r ON r.id = chain.previous
                    WHERE r.room = ?2 AND r.sequence < chain.sequence
            )
            """
    }

    /// Appends every part of `batch` in one transaction, or nothing when a part does not continue its room's
    /// numbers (`RoomStoreError`) or the database fails.
    func append(_ batch: [RoomAppend]) throws {
        try writer.withLock { writer in
            // NB: each part is taken into the index as it is stored, holding the index's lock until the commit
            // ends (readers wait for it, never seeing a row that is not committed), and put back if it fails.
            try index.withLock { index in
                // NB: the rows the linked parts point back to, the first apart, so that a lone part needs no array.
                var linked = 0
                var firstPrevious: Int64 = 0
                var laterPrevious: [Int64] = []
                do {
                    try writer.append(batch) { part, firstRowID in
                        guard let previous = index.link(part, firstRowID: firstRowID) else {
                            guard batch.count == 1 else { throw RoomStoreError.batchRefused }
                            let last = index.lastSequence(of: part.room)
                            throw RoomStoreError.sequenceTaken(part.room, min(part.firstSequence, last))
                        }
                        if linked == 0 { firstPrevious = previous } else { laterPrevious.append(previous) }
                        linked += 1
                        return previous
                    }
                    for part in batch where !part.records.isEmpty { index.noteWaiting(after: part) }
                } catch {
                    let parts = batch.filter { !$0.records.isEmpty }
                    for position in (0..<linked).reversed() {
                        let previous = position == 0 ? firstPrevious : laterPrevious[position - 1]
                        index.unlink(parts[position], previous: previous)
                    }
                    throw error
                }
            }
            // NB: after the index's lock is released, so that readers do not wait for a checkpoint or a save.
            // NB: the records are committed whatever becomes of the save; one that fails leaves the index saved
            // before it, and the next append tries again.
            if writer.rowsSinceIndexSave >= Self.indexSaveInterval { try? saveIndex(writer) }
            writer.checkpointIfDue()
        }
    }

    /// Saves the index's rooms whose records end after the saved index's last row; the writer's lock is held, so
    /// nothing is appended meanwhile.
    private func saveIndex(_ writer: RecordWriter) throws {
        let saved = try database.read { db in
            try Int64.fetchOne(db, sql: "SELECT coveredRow FROM roomIndexMark WHERE id = 1") ?? 0
        }
        try writer.saveIndex(index.withLock { $0.changed(after: saved) })
    }

    /// The records of every room waiting for players.
    func waitingRooms() throws -> [GameID: [RoomRecord]] {
        var rooms: [GameID: [RoomRecord]] = [:]
        for room in index.withLock({ $0.waiting }) {
            let records = try records(of: room)
            if !records.isEmpty { rooms[room] = records }
        }
        return rooms
    }

    /// Forgets `room` and its records.
    func remove(_ room: GameID) throws {
        try writer.withLock { writer in
            guard let tail = index.withLock({ $0.rooms[room] }) else { return }
            try writer.remove(room: room.text, lastRowID: tail.rowID)
            index.withLock { $0.remove(room) }
        }
    }

    /// Copies the write-ahead log into the database file and empties it.
    func settle() throws {
        try writer.withLock { writer in
            try saveIndex(writer)
            try writer.checkpointCompletely()
        }
    }

    /// The stored rooms' IDs, in order.
    func roomIDs() -> [GameID] {
        index.withLock { Array($0.rooms.keys) }.sorted()
    }

    /// The records of `room`, in sequence order; empty when it is not stored (or is removed while being read).
    func records(of room: GameID) throws -> [RoomRecord] {
        guard let tail = index.withLock({ $0.rooms[room] }) else { return [] }
        // NB: the index changes after a commit, so the read's snapshot, taken after, holds the room's last record
        // unless the room was removed meanwhile; row IDs are never reused while the file is open.
        let bodies = try database.read { db in
            try String.fetchAll(
                db.cachedStatement(
                    sql: "\(Self.chain(withBodies: true)) SELECT body FROM chain ORDER BY sequence"),
                arguments: [tail.rowID, room.text])
        }
        let decoder = Self.recordDecoder(games)
        return try bodies.map { try decoder.decode(RoomRecord.self, from: Data($0.utf8)) }
    }

    /// Every room's records, in sequence order.
    func loadAll() throws -> [GameID: [RoomRecord]] {
        let decoder = Self.recordDecoder(games)
        let byText = try database.read { db in
            var byText: [String: [(sequence: Int, record: RoomRecord)]] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT room, sequence, body FROM recordLog ORDER BY id")
            while let row = try rows.next() {
                let body: String = row[2]
                byText[row[0], default: []].append((row[1], try decoder.decode(RoomRecord.self, from: Data(body.utf8))))
            }
            return byText
        }
        var rooms: [GameID: [RoomRecord]] = [:]
        rooms.reserveCapacity(byText.count)
        for (text, var numbered) in byText {
            guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
            // NB: as in `RecordIndex`: row ID order is sequence order unless the rows were written some other way.
            if !zip(numbered, numbered.dropFirst()).allSatisfy({ $0.sequence < $1.sequence }) {
                numbered.sort { $0.sequence < $1.sequence }
            }
            rooms[room] = numbered.map(\.record)
        }
        return rooms
    }
}
