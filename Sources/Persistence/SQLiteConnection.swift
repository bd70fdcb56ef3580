import GRDB
import GRDBSQLite

/// One SQLite connection driven through the C API, with statements prepared once: the store's write path and its
/// background checkpoints, which GRDB's queues and statement machinery would cost more than the work itself.
final class SQLiteConnection {
    /// The connection, open until `close` or deinit.
    let handle: OpaquePointer
    private var open = true

    /// Opens the existing database at `path` for writing, with `synchronous=NORMAL` and the store's page cache.
    ///
    /// NB: SQLite's own default is `synchronous=FULL`, an fsync per commit; NORMAL is what GRDB set before
    /// (decision 11: a commit survives the process, not the machine, until the next checkpoint).
    init(path: String) throws {
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(opened)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        handle = opened
        sqlite3_busy_timeout(handle, 5000)
        try execute("PRAGMA synchronous = NORMAL; PRAGMA cache_size = -128")
    }

    deinit {
        close()
    }

    /// Closes the connection (its statements must be finalized first); it is unusable afterwards.
    func close() {
        guard open else { return }
        open = false
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements without results).
    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// A prepared statement for `sql`, owned by the caller (`sqlite3_finalize`).
    func prepare(_ sql: String) throws -> OpaquePointer {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil), sql: sql)
        guard let statement else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "empty statement") }
        return statement
    }

    /// Runs a prepared statement that returns no rows, then resets it for its next use.
    func run(_ statement: OpaquePointer) throws {
        let code = sqlite3_step(statement)
        guard code == SQLITE_DONE else {
            let failure = error(code, sql: sqlite3_sql(statement).map { String(cString: $0) })
            sqlite3_reset(statement)
            throw failure
        }
        sqlite3_reset(statement)
    }

    /// Throws the connection's error unless `code` is `SQLITE_OK`.
    func check(_ code: Int32, sql: String? = nil) throws {
        guard code == SQLITE_OK else { throw error(code, sql: sql) }
    }

    private func error(_ code: Int32, sql: String?) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }
}
