import GRDBSQLite
import NIOCore

/// The durable echo server's store: one SQLite file in WAL mode with `synchronous=NORMAL`, one row per frame,
/// written through raw prepared statements (the least any SQLite-backed server must pay per commit).
///
/// NB: one connection, used only from the echo server's one event loop thread; unchecked Sendable for that reason.
final class DurableLog: @unchecked Sendable {
    /// How SQLite's automatic checkpoint is set: the pages the log may hold before the committing connection
    /// copies it back into the main file, inside that commit (1,000 is SQLite's default; 0: never, so the log
    /// grows without limit).
    let autocheckpointPages: Int
    /// What the commits so far cost.
    private(set) var stats = CommitStats()
    private let database: OpaquePointer
    private let begin: OpaquePointer
    private let insert: OpaquePointer
    private let commit: OpaquePointer
    private let rollback: OpaquePointer

    /// Opens (creating when needed) the log at `path`.
    init(path: String, autocheckpointPages: Int = 1_000) throws {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw BenchFailure("cannot open \(path): \(message)")
        }
        database = handle
        self.autocheckpointPages = autocheckpointPages
        do {
            try Self.execute(
                """
                PRAGMA journal_mode = WAL;
                PRAGMA synchronous = NORMAL;
                PRAGMA wal_autocheckpoint = \(autocheckpointPages);
                CREATE TABLE IF NOT EXISTS frames (
                    id INTEGER PRIMARY KEY, room TEXT NOT NULL, body BLOB NOT NULL);
                """, on: handle)
            begin = try Self.prepare("BEGIN IMMEDIATE", on: handle)
            insert = try Self.prepare("INSERT INTO frames (room, body) VALUES (?, ?)", on: handle)
            commit = try Self.prepare("COMMIT", on: handle)
            rollback = try Self.prepare("ROLLBACK", on: handle)
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
    }

    deinit {
        for statement in [begin, insert, commit, rollback] { sqlite3_finalize(statement) }
        sqlite3_close_v2(database)
    }

    /// Stores every frame of `batch` in one transaction; once this returns the rows are in the log, and a crash
    /// of the process (not of the machine: `synchronous=NORMAL`) loses none of them. Throws, having stored
    /// nothing, on failure.
    func append(_ batch: [LoggedFrame]) throws {
        let started = Monotonic.now()
        try step(begin)
        do {
            for frame in batch {
                try frame.body.withUnsafeReadableBytes { bytes in
                    // NB: the room's C string lives only for the call, so SQLite copies it (SQLITE_TRANSIENT).
                    sqlite3_bind_text(insert, 1, frame.room, -1, Self.transient)
                    // NB: the body is bound without a copy (SQLITE_STATIC): SQLite reads it in the step below,
                    // while the buffer is still borrowed, and the bindings are cleared before it is let go.
                    sqlite3_bind_blob(insert, 2, bytes.baseAddress ?? Self.empty, Int32(bytes.count), nil)
                    defer { sqlite3_clear_bindings(insert) }
                    try step(insert)
                }
            }
            try step(commit)
            stats.record(frames: batch.count, nanoseconds: Monotonic.now() - started)
        } catch {
            _ = sqlite3_step(rollback)
            sqlite3_reset(rollback)
            throw error
        }
    }

    /// The rows stored so far, oldest first (for tests and checks; not on the hot path).
    func frames() throws -> [LoggedFrame] {
        let select = try Self.prepare("SELECT room, body FROM frames ORDER BY id", on: database)
        defer { sqlite3_finalize(select) }
        var rows: [LoggedFrame] = []
        while true {
            let code = sqlite3_step(select)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    throw BenchFailure("SQLite error \(code): \(String(cString: sqlite3_errmsg(database)))")
                }
                return rows
            }
            let room = String(cString: sqlite3_column_text(select, 0))
            let count = Int(sqlite3_column_bytes(select, 1))
            var body = ByteBufferAllocator().buffer(capacity: count)
            if let bytes = sqlite3_column_blob(select, 1) {
                body.writeBytes(UnsafeRawBufferPointer(start: bytes, count: count))
            }
            rows.append(LoggedFrame(room: room, body: body))
        }
    }

    // NB: SQLITE_TRANSIENT is a C macro Swift does not import.
    private static var transient: sqlite3_destructor_type { unsafeBitCast(-1, to: sqlite3_destructor_type.self) }
    // NB: SQLite stores a NULL for a nil blob pointer, so an empty body is bound through a non-nil one.
    private static var empty: UnsafeRawPointer { UnsafeRawPointer(bitPattern: 1)! }

    private func step(_ statement: OpaquePointer) throws {
        let code = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard code == SQLITE_DONE else {
            throw BenchFailure("SQLite error \(code): \(String(cString: sqlite3_errmsg(database)))")
        }
    }

    private static func execute(_ sql: String, on database: OpaquePointer) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &message) == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "unknown error"
            sqlite3_free(message)
            throw BenchFailure("SQLite: \(text)")
        }
    }

    private static func prepare(_ sql: String, on database: OpaquePointer) throws -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(database, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK,
            let statement
        else {
            throw BenchFailure("SQLite cannot prepare \(sql): \(String(cString: sqlite3_errmsg(database)))")
        }
        return statement
    }
}
