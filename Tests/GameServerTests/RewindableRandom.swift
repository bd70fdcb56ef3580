import GameCore
import Synchronization

/// Seeded random numbers that can be made to repeat themselves from the start: a server handed it makes the same
/// game IDs again after `rewind()`.
final class RewindableRandom: RandomNumberGenerator, Sendable {
    private let seed: UInt64
    private let state: Mutex<SplitMix64>

    init(seed: UInt64) {
        self.seed = seed
        state = Mutex(SplitMix64(seed: seed))
    }

    func next() -> UInt64 { state.withLock { $0.next() } }

    /// Starts the sequence over.
    func rewind() { state.withLock { $0 = SplitMix64(seed: seed) } }
}
