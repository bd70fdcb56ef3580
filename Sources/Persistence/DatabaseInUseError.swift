/// A store could not open a database that another process (another `parlor serve`, say) has open for writing.
///
/// NB: the store keeps where each room's records are in memory, so a second writer would leave both processes'
/// view of the file stale; the second one is refused instead.
public struct DatabaseInUseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database file.
    public var path: String
    /// The lock file the other process holds: `<database>-lock` beside the real file, links resolved.
    public var lockPath: String

    /// The error for the database at `path`, whose lock file is `lockPath` (by default `path` + `-lock`).
    public init(path: String, lockPath: String? = nil) {
        self.path = path
        self.lockPath = lockPath ?? path + "-lock"
    }

    /// What to tell whoever started the second process.
    public var description: String {
        "Another process (a parlor server?) is already using the database \(path): it holds \(lockPath), and only "
            + "one process may write a database at a time. Stop that process first, or use another database file."
    }
}
