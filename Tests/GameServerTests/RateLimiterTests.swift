import GameCore
import Testing

@testable import GameServer

/// The rate limit lets go of the oldest times only, while the clock runs forward, and decides exactly as a count of
/// every time still in the window does, the wall clock going back included.
@Suite struct RateLimiterTests {
    /// The limit as first written: every time in the window looked at on every message.
    struct Reference {
        let windowMilliseconds: Int64
        var times: [Int64] = []
        var warned = false

        mutating func admit(at now: Int64, limit: Int) -> RateLimiter.Verdict {
            times.removeAll { now - $0 >= windowMilliseconds }
            guard times.count >= limit else {
                times.append(now)
                if times.count < limit / 2 { warned = false }
                return .allow
            }
            if warned { return .close }
            warned = true
            return .warn
        }
    }

    @Test func aBurstIsWarnedThenClosedAndTheWindowFreesItsPlaces() {
        var limiter = RateLimiter(windowSeconds: 1)
        let verdicts = (0..<5).map { _ in limiter.admit(at: 100, limit: 3) }
        #expect(verdicts == [.allow, .allow, .allow, .warn, .close])
        #expect(limiter.admit(at: 1_099, limit: 3) == .close)
        #expect(limiter.admit(at: 1_100, limit: 3) == .allow)
        #expect(limiter.count == 1)
    }

    /// Steady, bursty and backward-stepping clocks, each against the reference, verdict by verdict.
    @Test(arguments: [
        (seed: UInt64(1), limit: 100, windowSeconds: 20, backwardEvery: 0),
        (seed: 2, limit: 10, windowSeconds: 1, backwardEvery: 0),
        (seed: 3, limit: 10, windowSeconds: 1, backwardEvery: 7),
        (seed: 4, limit: 3, windowSeconds: 2, backwardEvery: 3),
        (seed: 5, limit: 200, windowSeconds: 20, backwardEvery: 50),
    ])
    func decidesAsCountingEveryTimeInTheWindow(seed: UInt64, limit: Int, windowSeconds: Int, backwardEvery: Int) {
        var random = SplitMix64(seed: seed)
        var limiter = RateLimiter(windowSeconds: windowSeconds)
        var reference = Reference(windowMilliseconds: Int64(windowSeconds) * 1_000)
        var now: Int64 = 1_763_000_000_000
        var refused = 0
        for step in 1...5_000 {
            if backwardEvery > 0, step % backwardEvery == 0 {
                now -= Int64.random(in: 0...3_000, using: &random)
            } else {
                now += Int64.random(in: 0...(step % 1_000 < 500 ? 40 : 400), using: &random)
            }
            let verdict = limiter.admit(at: now, limit: limit)
            let expected = reference.admit(at: now, limit: limit)
            #expect(verdict == expected, "step \(step)")
            #expect(limiter.count == reference.times.count, "step \(step)")
            if verdict != expected { return }
            if verdict != .allow { refused += 1 }
        }
        // NB: bursts (a message every 20 ms on average, half the time) reach every limit here.
        #expect(refused > 0)
    }
}
