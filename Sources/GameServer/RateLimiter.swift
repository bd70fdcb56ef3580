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
    /// The times of the messages counted, from `first` on; those before `first` have left the window.
    private var times: [Int64] = []
    private var first = 0
    /// Whether `times` is in order, as it is unless the wall clock went back.
    private var inOrder = true
    private var warned = false

    init(windowSeconds: Int) {
        windowMilliseconds = Int64(windowSeconds) * 1_000
    }

    /// How many messages are in the window.
    var count: Int { times.count - first }

    /// Counts a message at `now` against `limit` messages per window.
    mutating func admit(at now: Int64, limit: Int) -> Verdict {
        forget(before: now)
        guard count >= limit else {
            if let last = times.last, now < last {
                times.removeFirst(first)
                first = 0
                inOrder = false
            }
            times.append(now)
            if count < limit / 2 { warned = false }
            return .allow
        }
        if warned { return .close }
        warned = true
        return .warn
    }

    /// Lets go of the times that have left the window at `now`.
    ///
    /// NB: in order, those are the oldest, so only they are looked at: looking through every time of the window
    /// (up to the limit, 100 for a player) on every message was a measurable cost. Out of order (the wall clock went
    /// back), every time is looked at, until the window empties.
    private mutating func forget(before now: Int64) {
        guard inOrder else {
            times.removeAll { now - $0 >= windowMilliseconds }
            inOrder = times.isEmpty
            return
        }
        while first < times.count, now - times[first] >= windowMilliseconds { first += 1 }
        // NB: dropped once they are at least half of the array, so it holds at most twice the window's count and
        // each time is moved at most once on average.
        if first > 0, first * 2 >= times.count {
            times.removeFirst(first)
            first = 0
        }
    }
}
