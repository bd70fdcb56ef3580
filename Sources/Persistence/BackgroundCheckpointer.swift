import Foundation
import GRDBSQLite

/// A thread with a connection of its own that runs passive checkpoints when the writer asks, so that copying the
/// log into the database file and its two fsyncs happen off the writer's thread.
final class BackgroundCheckpointer: @unchecked Sendable {
    // NB: @unchecked because every variable below is read and written holding `condition`, and `connection` is
    // used only by the thread (and by `stop`, after the thread has finished).
    private let condition = NSCondition()
    private let connection: SQLiteConnection
    private var requested: Int?
    private var running = false
    private var stopping = false
    private var finished = false
    private var lastGeneration = -1
    private var lastBackfilled = 0

    /// What the writer needs to know: whether a checkpoint is asked for or running, and how far the last one got.
    struct Status {
        /// No checkpoint is asked for or running.
        var idle: Bool
        /// The log's generation (counted by the writer) of the last finished checkpoint.
        var generation: Int
        /// How many of that log's frames are in the database file.
        var backfilled: Int
    }

    /// Starts the thread, on a connection of its own to the database at `path`.
    init(path: String) throws {
        connection = try SQLiteConnection(path: path)
        Thread { [self] in run() }.start()
    }

    /// Stops the thread, waiting for a checkpoint in progress, and closes its connection.
    func stop() {
        condition.withLock {
            stopping = true
            condition.broadcast()
            while !finished { condition.wait() }
        }
        connection.close()
    }

    /// The current status.
    var status: Status {
        condition.withLock {
            Status(idle: requested == nil && !running, generation: lastGeneration, backfilled: lastBackfilled)
        }
    }

    /// Asks for a checkpoint of the log in its generation `generation`.
    func request(generation: Int) {
        condition.withLock {
            requested = generation
            condition.signal()
        }
    }

    /// Waits until no checkpoint is asked for or running.
    func waitUntilIdle() {
        condition.withLock {
            while requested != nil || running { condition.wait() }
        }
    }

    private func run() {
        // NB: named here, on the thread itself: Foundation on Linux does not pass a name set before start().
        Thread.current.name = "parlor-ckpt"
        condition.lock()
        while !stopping {
            guard let generation = requested else {
                condition.wait()
                continue
            }
            requested = nil
            running = true
            condition.unlock()
            var logged: Int32 = 0
            var backfilled: Int32 = 0
            // NB: a failed or busy checkpoint (the writer running one of its own) changes nothing: the writer asks
            // again, and it checkpoints at the limit itself.
            let code = sqlite3_wal_checkpoint_v2(
                connection.handle, nil, SQLITE_CHECKPOINT_PASSIVE, &logged, &backfilled)
            condition.lock()
            running = false
            if code == SQLITE_OK {
                lastGeneration = generation
                lastBackfilled = Int(backfilled)
            }
            condition.broadcast()
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
