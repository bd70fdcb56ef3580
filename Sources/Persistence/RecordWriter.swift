import GRDB
import GRDBSQLite
import ServerCore
import WireProtocol

/// The store's only writer: a connection of its own with its statements prepared once, which also decides when
/// the write-ahead log is checkpointed (`CheckpointPolicy`).
///
/// NB: SQLite's automatic checkpoint ran inside whichever commit took the log past 1,000 frames, on the rooms'
/// event loop, with two fsyncs: the p99 of a move under load (decision 42). Here the writer's own WAL hook replaces
/// it, the background thread does the bulk, and the writer only copies a short tail when the log is to restart.
///
/// NB: no background checkpoint runs while a commit may restart the log (a commit restarts it when all of it is in
/// the database file). SQLite before 3.51.3 has a race there (the "WAL-reset bug", sqlite.org/wal.html#walresetbug;
/// Debian 12's 3.40.1 has it): a checkpoint that starts as another connection's commit restarts the log may take
/// frames of the new log as copied without copying them, and the database file loses them. So the writer asks for a
/// background checkpoint only while some frame of the log is not in the file, and its first commit waits for the
/// checkpoint asked for on opening, about whose log it knows nothing.
final class RecordWriter {
    private let connection: SQLiteConnection
    private let insert: OpaquePointer
    private let delete: OpaquePointer
    private let begin: OpaquePointer
    private let commit: OpaquePointer
    private let rollback: OpaquePointer
    private let checkpointer: BackgroundCheckpointer
    private let policy: CheckpointPolicy
    /// The log's length after the last commit, written by the WAL hook.
    private let frames = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var lastFrames = 0
    private var generation = 0
    private var requestedAt = 0
    private var nextTailAt = 0
    /// How many frames of the log (of `generation`) are known to be in the database file.
    private var backfilled = 0
    /// Whether the checkpoint asked for on opening may still be running.
    private var openingCheckpoint = true
    /// The row ID the next record gets: one past the highest the log ever had while this writer was open, so that a
    /// reader holding a room's row IDs never finds another room's record under one of them.
    private var nextRowID: Int64
    private var closed = false
    private let deleteIndexRow: OpaquePointer
    private let saveIndexRow: OpaquePointer
    private let saveMark: OpaquePointer
    /// Rows appended since the index was last saved.
    private(set) var rowsSinceIndexSave = 0

    /// Opens a writer on the database at `path`, which already has the store's schema and is in WAL mode, whose
    /// record log's rows all have IDs below `nextRowID`.
    init(path: String, policy: CheckpointPolicy, nextRowID: Int64) throws {
        connection = try SQLiteConnection(path: path)
        insert = try connection.prepare(
            "INSERT INTO recordLog (id, room, sequence, previous, body) VALUES (?, ?, ?, ?, ?)")
        delete = try connection.prepare(
            "DELETE FROM recordLog WHERE id IN (\(StoreFile.chain(withBodies: false)) SELECT id FROM chain)")
        deleteIndexRow = try connection.prepare("DELETE FROM roomIndex WHERE room = ?")
        saveIndexRow = try connection.prepare(
            "INSERT OR REPLACE INTO roomIndex (room, lastRow, sequence, waiting) VALUES (?, ?, ?, ?)")
        saveMark = try connection.prepare("UPDATE roomIndexMark SET coveredRow = ? WHERE id = 1")
        begin = try connection.prepare("BEGIN IMMEDIATE TRANSACTION")
        commit = try connection.prepare("COMMIT TRANSACTION")
        rollback = try connection.prepare("ROLLBACK TRANSACTION")
        checkpointer = try BackgroundCheckpointer(path: path)
        self.policy = policy
        self.nextRowID = nextRowID
        frames.initialize(to: 0)
        // NB: a WAL hook of our own also switches SQLite's automatic checkpoint off for this connection.
        sqlite3_wal_hook(
            connection.handle,
            { context, _, _, frames in
                context?.assumingMemoryBound(to: Int32.self).pointee = frames
                return SQLITE_OK
            }, frames)
        // NB: a log left long by a previous run (a crash, say) is copied now, off the thread that will write.
        checkpointer.request(generation: generation)
    }

    deinit {
        close()
    }

    /// Stops the background checkpoints and closes both connections; the writer is unusable afterwards.
    func close() {
        guard !closed else { return }
        closed = true
        checkpointer.stop()
        for statement in [insert, delete, begin, commit, rollback, deleteIndexRow, saveIndexRow, saveMark] {
            sqlite3_finalize(statement)
        }
        connection.close()
        frames.deallocate()
    }

    /// Stores every part of `batch` in one transaction, or nothing when `link` or a statement throws, as rows
    /// numbered one by one in the batch's order. `link` is given each part with records, in order, with the row
    /// ID of its first record, before the part is stored, and returns the row of its room's record before it (0:
    /// none), which the part's first row points back to.
    ///
    /// The caller checkpoints (`checkpointIfDue`) once the append has returned.
    func append(_ batch: [RoomAppend], linking link: (RoomAppend, Int64) throws -> Int64) throws {
        waitForOpeningCheckpoint()
        let first = nextRowID
        if batch.count == 1, let part = batch.first, part.records.count == 1, let record = part.records.first {
            // NB: one row (a room's move when no other room's shares the commit) is a transaction of its own in
            // autocommit mode: BEGIN and COMMIT around it would cost two more statements.
            let previous = try link(part, first)
            try insert(
                first, room: part.room.text, sequence: part.firstSequence, previous: previous,
                body: record.storedUTF8)
            nextRowID += 1
            rowsSinceIndexSave += 1
            return
        }
        var rowID = first
        try transaction {
            for part in batch where !part.records.isEmpty {
                let room = part.room.text
                var previous = try link(part, rowID)
                for (offset, record) in part.records.enumerated() {
                    try insert(
                        rowID, room: room, sequence: part.firstSequence + offset, previous: previous,
                        body: record.storedUTF8)
                    previous = rowID
                    rowID += 1
                }
            }
        }
        rowsSinceIndexSave += Int(rowID - first)
        nextRowID = rowID
    }

    /// Deletes the records of `room`, whose last record is the row `lastRowID`.
    func remove(room: String, lastRowID: Int64) throws {
        waitForOpeningCheckpoint()
        try room.withCString { text in
            // NB: with its row of the saved index, in one transaction, so the index never names a room that is gone.
            try transaction {
                try connection.check(sqlite3_bind_int64(delete, 1, lastRowID))
                try connection.check(sqlite3_bind_text(delete, 2, text, -1, nil))
                try connection.run(delete)
                try connection.check(sqlite3_bind_text(deleteIndexRow, 1, text, -1, nil))
                try connection.run(deleteIndexRow)
            }
        }
        checkpointIfDue()
    }

    /// Runs `body` in a transaction, committed when it returns and rolled back when it throws.
    /// Saves `entries` (each room's last row and sequence number, and whether it waits for players) into the saved
    /// index, which then covers every row appended so far: in one transaction.
    func saveIndex(_ entries: [(room: GameID, tail: RoomTail, waiting: Bool)]) throws {
        waitForOpeningCheckpoint()
        try transaction {
            for entry in entries {
                try entry.room.text.withCString { text in
                    try connection.check(sqlite3_bind_text(saveIndexRow, 1, text, -1, nil))
                    try connection.check(sqlite3_bind_int64(saveIndexRow, 2, entry.tail.rowID))
                    try connection.check(sqlite3_bind_int64(saveIndexRow, 3, Int64(entry.tail.sequence)))
                    try connection.check(sqlite3_bind_int64(saveIndexRow, 4, entry.waiting ? 1 : 0))
                    try connection.run(saveIndexRow)
                }
            }
            try connection.check(sqlite3_bind_int64(saveMark, 1, nextRowID - 1))
            try connection.run(saveMark)
        }
        rowsSinceIndexSave = 0
    }

    /// The last row the log has taken (0: none).
    var lastRowID: Int64 { nextRowID - 1 }

    private func transaction(_ body: () throws -> Void) throws {
        try connection.run(begin)
        do {
            try body()
            try connection.run(commit)
        } catch {
            if sqlite3_get_autocommit(connection.handle) == 0 { try? connection.run(rollback) }
            throw error
        }
    }

    private func insert(_ rowID: Int64, room: String, sequence: Int, previous: Int64, body: [UInt8]) throws {
        // NB: the texts are bound without a copy (SQLITE_STATIC), so the statement runs while they are borrowed.
        try room.withCString { roomText in
            try body.withUnsafeBufferPointer { bytes in
                try bytes.withMemoryRebound(to: CChar.self) { bodyText in
                    try connection.check(sqlite3_bind_int64(insert, 1, rowID))
                    try connection.check(sqlite3_bind_text(insert, 2, roomText, -1, nil))
                    try connection.check(sqlite3_bind_int64(insert, 3, Int64(sequence)))
                    try connection.check(sqlite3_bind_int64(insert, 4, previous))
                    try connection.check(sqlite3_bind_text(insert, 5, bodyText.baseAddress, Int32(bodyText.count), nil))
                    try connection.run(insert)
                }
            }
        }
    }

    /// Before the first commit, waits for the checkpoint asked for on opening: a log an earlier store left all in
    /// the database file restarts at that commit (see the type's note).
    private func waitForOpeningCheckpoint() {
        guard openingCheckpoint else { return }
        openingCheckpoint = false
        checkpointer.waitUntilIdle()
    }

    /// Checkpoints as `policy` says, given the log's length after the commit that just finished.
    func checkpointIfDue() {
        let frames = Int(frames.pointee)
        if frames < lastFrames {
            // NB: the log restarted; the background's figures are about the previous one.
            generation += 1
            requestedAt = 0
            nextTailAt = 0
            backfilled = 0
        }
        lastFrames = frames
        if frames >= policy.limitFrames, frames >= nextTailAt {
            checkpointer.waitUntilIdle()
            return checkpointHere(at: frames)
        }
        let status = checkpointer.status
        guard status.idle else { return }
        if status.generation == generation { backfilled = max(backfilled, status.backfilled) }
        let behind = frames - backfilled
        if frames >= policy.restartFrames, frames >= nextTailAt, behind <= policy.tailFrames {
            return checkpointHere(at: frames)
        }
        // NB: with the whole log in the database file the next commit restarts it, so no background checkpoint may
        // start now (see the type's note); none is running, so none can copy the rest meanwhile.
        guard behind > 0 else { return }
        if frames - requestedAt >= policy.backgroundStep || (frames >= policy.restartFrames && frames >= nextTailAt) {
            requestedAt = frames
            checkpointer.request(generation: generation)
        }
    }

    /// Copies the whole log into the database file and empties it, waiting for the background thread and for
    /// readers, so that the database file alone holds every commit (a clean stop: a copy of the file is a backup).
    func checkpointCompletely() throws {
        checkpointer.waitUntilIdle()
        let code = sqlite3_wal_checkpoint_v2(connection.handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(connection.handle))
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
    }

    /// Checkpoints the whole log on this thread, so that the next commit can restart it.
    private func checkpointHere(at frames: Int) {
        // NB: when a reader's snapshot keeps the log from restarting, the next try waits a background step, or
        // every commit would pay a checkpoint (and its fsyncs) until the read ends.
        nextTailAt = frames + policy.backgroundStep
        var logged: Int32 = 0
        var copied: Int32 = 0
        // NB: a failed checkpoint leaves the log as it was: the next one copies what this one did not.
        if sqlite3_wal_checkpoint_v2(connection.handle, nil, SQLITE_CHECKPOINT_PASSIVE, &logged, &copied) == SQLITE_OK {
            backfilled = max(backfilled, Int(copied))
        }
    }
}
