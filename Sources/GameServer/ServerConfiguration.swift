/// How `parlor serve` runs: where it listens, where it stores, and the limits it enforces on every connection.
public struct ServerConfiguration: Hashable, Sendable {
    /// The interface to listen on.
    public var host: String
    /// The TCP port; 0 asks the system for a free one (tests).
    public var port: Int
    /// The SQLite database file.
    public var databasePath: String

    /// A configuration listening on `host`:`port` and storing in `databasePath`.
    public init(host: String = "127.0.0.1", port: Int = 7420, databasePath: String) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
    }
}
