/// A store could not open a database that another process (another `parlor serve`, say) has open for writing.
///
/// NB: the store keeps where each room's records are in memory, so a second writer would leave both processes'
/// view of the file stale; the second one is refused instead.
public struct DatabaseInUseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The database file.
    public var path: String

    /// The error for the database at `path`.
    public init(path: String) {
        self.path = path
    }

    /// What to tell whoever started the second process.
    public var description: String {
        "Another process (a parlor server?) is already using the database \(path): it holds \(path)-lock, and only "
            + "one process may write a database at a time. Stop that process first, or use another database file."
    }
}
