import GameServer
import ServerCore
import Synchronization

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let milliseconds: Mutex<Int64>

    init(at start: Int64 = 1_000_000) {
        milliseconds = Mutex(start)
    }

    /// What the clock reads.
    @Sendable func now() -> Moment { Moment(milliseconds: milliseconds.withLock { $0 }) }

    /// Moves the clock on by `step` milliseconds.
    func advance(by step: Int64) { milliseconds.withLock { $0 += step } }
}
