import GameCore

/// The shuffle's random numbers: xoshiro256** (Blackman and Vigna), whose 256 bits of state hold a 128-bit seed
/// without folding it.
///
/// Ours rather than the standard library's, whose algorithm may change and would deal every stored round anew.
struct Xoshiro256StarStar: RandomNumberGenerator {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// The generator for `seed`: each half fills two words through SplitMix64, so distinct seeds start distinct.
    init(seed: SnapSeed) {
        var high = SplitMix64(seed: seed.high)
        var low = SplitMix64(seed: seed.low)
        state = (high.next(), high.next(), low.next(), low.next())
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        let result = rotate(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotate(state.3, 45)
        return result
    }

    /// A number below `bound`, from the high half of a 128-bit product (Lemire's method without the rejection
    /// step, whose bias is far below anything a deal can show).
    mutating func below(_ bound: Int) -> Int {
        Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
