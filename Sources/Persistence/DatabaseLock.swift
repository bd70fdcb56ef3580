import Synchronization

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The lock a process holds while it writes a database: `flock` on a file beside it, `<database>-lock`, where
/// `<database>` is the file's real path, symbolic links resolved.
///
/// NB: a file of its own, not the database: SQLite locks the database with `fcntl`, whose locks are dropped when
/// the process closes any descriptor of the file, and on BSDs `flock` and `fcntl` locks on one file interact.
/// The real path, because SQLite follows a symbolic link to the database (its `-wal` is beside the real file): a
/// server started on a link to a running server's database took a lock of its own beside the link, and the two
/// wrote one file, each failing every write the other's rows had taken the numbers of (acceptance pass).
final class DatabaseLock: Sendable {
    /// Which file the lock file is (device and inode), whatever path named it.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The lock file's descriptor, open until `release`.
    let descriptor: Int32
    /// The lock file's path.
    let path: String
    /// The lock file.
    let identity: Identity
    /// Whether `StoreRegistry` lists the store that holds this lock, so that it is forgotten once the lock is gone.
    private let registered = Atomic(false)

    /// Opens (creating it if needed) the lock file of the database at `databasePath`, without locking it yet.
    init(databasePath: String) throws {
        let path = Self.realPath(of: databasePath) + "-lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DatabaseLockError(path: path, operation: "open", code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw DatabaseLockError(path: path, operation: "stat", code: code)
        }
        self.descriptor = descriptor
        self.path = path
        identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    deinit {
        close(descriptor)
        // NB: only after the descriptor is closed, so that another open waiting for this store to go finds the
        // lock free.
        if registered.load(ordering: .acquiring) { StoreRegistry.shared.forget(identity) }
    }

    /// Takes the lock, or throws `DatabaseInUseError` at once when another open of the file holds it.
    func acquire(databasePath: String) throws {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            if code == EWOULDBLOCK { throw DatabaseInUseError(path: databasePath, lockPath: path) }
            throw DatabaseLockError(path: path, operation: "flock", code: code)
        }
    }

    /// `path` with every symbolic link resolved: of the file when it exists, else of the folder it would be made in.
    static func realPath(of path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let real = realpath(folder, nil) else { return path }
        defer { free(real) }
        let resolved = String(cString: real)
        return resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name
    }

    /// Notes that `StoreRegistry` lists the store holding this lock.
    func markRegistered() {
        registered.store(true, ordering: .releasing)
    }
}
