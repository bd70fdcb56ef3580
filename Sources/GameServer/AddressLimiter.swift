import NIOCore
import Synchronization

/// A sliding window per client address, shared by every connection: how many handshakes, or rooms created, each
/// address had in the last `window`; a flooder that reconnects starts a new connection but not a new count.
final class AddressLimiter: Sendable {
    /// How many an address may have per window.
    let limit: Int
    private let windowNanoseconds: Int64
    private let clock: @Sendable () -> Int64
    private let state = Mutex(State())

    private struct State {
        /// The times of each address's counted events, oldest first.
        var times: [String: [Int64]] = [:]
        /// When the table is next swept of addresses whose events all left the window.
        var sweepDue: Int64 = 0
    }

    /// `limit` events per `window` for each address; `clock` tells the time in nanoseconds (monotonic: NIO's
    /// uptime, so a wall clock set back frees nobody and blocks nobody).
    init(
        limit: Int, window: Duration = .seconds(60),
        clock: @escaping @Sendable () -> Int64 = { Int64(NIODeadline.now().uptimeNanoseconds) }
    ) {
        self.limit = limit
        windowNanoseconds =
            Int64(window.components.seconds) * 1_000_000_000
            + window.components.attoseconds / 1_000_000_000
        self.clock = clock
    }

    /// The window in whole seconds, for the refusals' wording.
    var windowSeconds: Int { Int(windowNanoseconds / 1_000_000_000) }

    /// Counts one event from `address` and returns true, or returns false (counting nothing) when it already had
    /// `limit` in the window.
    func admit(_ address: String) -> Bool {
        let now = clock()
        let window = windowNanoseconds
        return state.withLock { state in
            // NB: addresses that went quiet are let go once a window, so the table holds only the last window's.
            if now >= state.sweepDue {
                state.times = state.times.filter { _, times in times.last.map { now - $0 < window } ?? false }
                state.sweepDue = now + window
            }
            var times = state.times.removeValue(forKey: address) ?? []
            if let stale = times.firstIndex(where: { now - $0 < window }) {
                times.removeFirst(stale)
            } else {
                times.removeAll()
            }
            let admitted = times.count < limit
            if admitted { times.append(now) }
            state.times[address] = times
            return admitted
        }
    }
}
