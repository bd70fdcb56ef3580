public import GRDB

/// Opens the server's SQLite database file.
public enum DatabaseOpener {
    /// Opens (creating if needed) the database at `path` in write-ahead-log mode.
    ///
    /// NB: WAL with GRDB's default `synchronous=NORMAL` lost no acknowledged write over 200 SIGKILL cycles on
    /// this kind of machine (shared/network-notes.md); it can lose the last commits on power loss only.
    public static func open(path: String) throws -> DatabasePool {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.label = "parlor"
        // NB: the server reads its records back only when it starts and for `history`; every other access is an
        // append, which needs the B-tree's upper pages and one leaf. SQLite's default 2 MiB cache held memory for every
        // room (parlor-bench memory) and saved no measurable CPU in a throughput run (against 64 KiB or 512 KiB); the
        // OS keeps the file cached.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -128") }
        return try DatabasePool(path: path, configuration: configuration)
    }
}
