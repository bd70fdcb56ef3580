/// The randomness of one deal: 128 bits, so the deal cannot be found by trying every seed.
///
/// Kept secret in the game until the round is over, then shown in every view, so anyone can deal the same cards
/// again with `Snap.deal(seed:seats:starter:)` and check the shuffle. Wire shape: `{"high": …, "low": …}`, two
/// unsigned 64-bit numbers.
public struct SnapSeed: Hashable, Sendable, Codable {
    /// The upper 64 bits.
    public let high: UInt64
    /// The lower 64 bits.
    public let low: UInt64

    /// The seed made of `high` and `low`.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A seed of the catalog's 64 bits, in the lower half: what a round gets while the catalog draws no more.
    public init(widening seed: UInt64) {
        self.init(high: 0, low: seed)
    }
}
