import Foundation
import GameCatalog

/// The database files this process has open as stores: a second `SQLiteRoomStore` on a file shares the first one's
/// writer and index, and a store in another process is refused (`DatabaseInUseError`).
///
/// NB: the store keeps each room's rows in memory, so two writers (two processes, or two stores in one) would each
/// miss what the other appended. Tests and tools open a second store on a running server's file to read it.
final class StoreRegistry: @unchecked Sendable {
    // NB: @unchecked because `entries` is read and written holding `condition` only.
    private let condition = NSCondition()
    private var entries: [DatabaseLock.Identity: Entry] = [:]

    /// A store open in this process; `file` is nil once it is being released, until its lock is.
    private struct Entry {
        weak var file: StoreFile?
    }

    /// The process's registry.
    static let shared = StoreRegistry()

    /// The open store of the database at `path`, opening it (with `games` and `checkpoints`) unless this process has
    /// it open.
    func open(path: String, games: GameRegistry, checkpoints: CheckpointPolicy) throws -> StoreFile {
        let lock = try DatabaseLock(databasePath: path)
        condition.lock()
        defer { condition.unlock() }
        while let entry = entries[lock.identity] {
            if let file = entry.file { return file }
            // NB: the last store of the file is being released on another thread; its lock is about to be.
            condition.wait()
        }
        try lock.acquire(databasePath: path)
        let file = try StoreFile(path: path, games: games, checkpoints: checkpoints, lock: lock)
        entries[lock.identity] = Entry(file: file)
        lock.markRegistered()
        return file
    }

    /// Forgets the store whose lock `identity` was, now released.
    func forget(_ identity: DatabaseLock.Identity) {
        condition.withLock {
            if entries[identity]?.file == nil { entries[identity] = nil }
            condition.broadcast()
        }
    }
}
