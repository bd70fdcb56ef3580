import NetClient
import Testing

/// Always the same number: with it, jitter takes off a known share of each delay.
struct FixedRandom: RandomNumberGenerator, Sendable {
    var value: UInt64
    mutating func next() -> UInt64 { value }
}

struct BackoffTests {
    @Test func withoutJitterDelaysDoubleUpToTheMaximumThenStop() {
        var backoff = Backoff(
            initial: .milliseconds(500), maximum: .seconds(4), factor: 2, jitter: 0, maximumAttempts: 6)
        var random = FixedRandom(value: 0)
        let delays = (0..<7).map { _ in backoff.delayAfterFailure(using: &random) }
        #expect(
            delays == [
                .milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(4), .seconds(4), nil,
            ])
        #expect(backoff.failures == 7)
    }

    @Test(arguments: [(UInt64(0), Int64(1000)), (UInt64.max, Int64(500))])
    func jitterTakesOffUpToItsShare(_ draw: UInt64, _ expectedMilliseconds: Int64) {
        var backoff = Backoff(initial: .seconds(1), jitter: 0.5)
        var random = FixedRandom(value: draw)
        #expect(backoff.delayAfterFailure(using: &random) == .milliseconds(expectedMilliseconds))
    }

    @Test func jitteredDelaysStayWithinTheirBand() {
        var backoff = Backoff(initial: .seconds(1), maximum: .seconds(30), jitter: 0.5, maximumAttempts: nil)
        var random = SystemRandomNumberGenerator()
        for failure in 1...40 {
            let ceiling = min(1000 * (1 << min(failure - 1, 20)), 30_000)
            let delay = backoff.delayAfterFailure(using: &random)
            #expect(delay.map { $0 >= .milliseconds(ceiling / 2) && $0 <= .milliseconds(ceiling) } == true)
        }
    }

    @Test func anOpenedConnectionStartsTheCountAgain() {
        var backoff = Backoff(initial: .seconds(1), jitter: 0, maximumAttempts: 2)
        var random = FixedRandom(value: 0)
        _ = backoff.delayAfterFailure(using: &random)
        _ = backoff.delayAfterFailure(using: &random)
        backoff.reset()
        #expect(backoff.failures == 0)
        #expect(backoff.delayAfterFailure(using: &random) == .seconds(1))
    }
}
