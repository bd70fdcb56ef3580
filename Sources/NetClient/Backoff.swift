/// When to try again after a connection fails: exponential backoff with jitter, reset by a connection that opens.
///
/// Pure: the caller owns the clock and the random numbers, so a test can check every delay.
public struct Backoff: Hashable, Sendable {
    /// The delay before the first retry, before jitter.
    public var initial: Duration
    /// The longest delay, before jitter.
    public var maximum: Duration
    /// Each failure multiplies the delay by this.
    public var factor: Double
    /// The delay is drawn from `(1 - jitter) * d ... d`: spread so many clients a restarted server lost do not
    /// all come back in the same instant.
    public var jitter: Double
    /// Retries after which the server is called unreachable and the client stops trying; `nil` for no limit.
    public var maximumAttempts: Int?
    /// Failures since the last connection that opened.
    public private(set) var failures: Int

    /// A policy; the defaults give 0.5 s, 1 s, 2 s ... up to 30 s, for 12 retries (about 4 minutes).
    public init(
        initial: Duration = .milliseconds(500), maximum: Duration = .seconds(30), factor: Double = 2,
        jitter: Double = 0.5, maximumAttempts: Int? = 12
    ) {
        self.initial = initial
        self.maximum = maximum
        self.factor = factor
        self.jitter = min(max(jitter, 0), 1)
        self.maximumAttempts = maximumAttempts
        self.failures = 0
    }

    /// Records a failure and returns how long to wait before the next attempt, or `nil` once the attempts are
    /// used up.
    public mutating func delayAfterFailure(using random: inout some RandomNumberGenerator) -> Duration? {
        failures += 1
        if let maximumAttempts, failures > maximumAttempts { return nil }
        let ceiling = Self.seconds(maximum)
        let base = min(Self.seconds(initial) * Self.power(factor, failures - 1), ceiling)
        // NB: one draw scaled into [0, 1), not `Double.random(in:using:)`, which rejects and redraws: a generator
        // that keeps giving the same number (a test's, or a broken one) would make it spin forever.
        let fraction = Double(random.next() >> 11) * 0x1.0p-53
        let drawn = base - base * jitter * fraction
        return .milliseconds(Int64((drawn * 1000).rounded()))
    }

    /// Forgets the failures: the connection opened.
    public mutating func reset() {
        failures = 0
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    private static func power(_ base: Double, _ exponent: Int) -> Double {
        // NB: capped so a long outage cannot overflow to infinity before `min` applies.
        (0..<min(exponent, 64)).reduce(1) { result, _ in result * base }
    }
}
