#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The lock file beside a database could not be opened or locked (a read-only folder, say).
struct DatabaseLockError: Error, CustomStringConvertible {
    /// The lock file.
    var path: String
    /// The call that failed.
    var operation: String
    /// Its `errno`.
    var code: Int32

    var description: String {
        "cannot \(operation) \(path): \(String(cString: strerror(code)))"
    }
}
