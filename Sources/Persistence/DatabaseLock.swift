import Synchronization

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The lock a process holds while it writes a database: `flock` on a file beside it, `<database>-lock`.
///
/// NB: a file of its own, not the database: SQLite locks the database with `fcntl`, whose locks are dropped when
/// the process closes any descriptor of the file, and on BSDs `flock` and `fcntl` locks on one file interact.
final class DatabaseLock: Sendable {
    /// Which file the lock file is (device and inode), whatever path named it.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// The lock file's descriptor, open until `release`.
    let descriptor: Int32
    /// The lock file.
    let identity: Identity
    /// Whether `StoreRegistry` lists the store that holds this lock, so that it is forgotten once the lock is gone.
    private let registered = Atomic(false)

    /// Opens (creating it if needed) the lock file of the database at `databasePath`, without locking it yet.
    init(databasePath: String) throws {
        let path = databasePath + "-lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw DatabaseLockError(path: path, operation: "open", code: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw DatabaseLockError(path: path, operation: "stat", code: code)
        }
        self.descriptor = descriptor
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
            if code == EWOULDBLOCK { throw DatabaseInUseError(path: databasePath) }
            throw DatabaseLockError(path: databasePath + "-lock", operation: "flock", code: code)
        }
    }

    /// Notes that `StoreRegistry` lists the store holding this lock.
    func markRegistered() {
        registered.store(true, ordering: .releasing)
    }
}
