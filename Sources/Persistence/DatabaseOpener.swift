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
        return try DatabasePool(path: path, configuration: configuration)
    }
}
