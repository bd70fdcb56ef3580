/// A sliding-window message count for one connection.
struct RateLimiter: Sendable {
    /// What to do with the next message.
    enum Verdict: Equatable {
        /// Handle it.
        case allow
        /// Refuse it with an error; the connection is warned.
        case warn
        /// Close the connection: it went on after the warning.
        case close
    }

    let windowMilliseconds: Int64
    private var times: [Int64] = []
    private var warned = false

    init(windowSeconds: Int) {
        windowMilliseconds = Int64(windowSeconds) * 1_000
    }

    /// Counts a message at `now` against `limit` messages per window.
    mutating func admit(at now: Int64, limit: Int) -> Verdict {
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
