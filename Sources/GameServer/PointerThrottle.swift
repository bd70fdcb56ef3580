import Synchronization
import WireProtocol

/// Coalesces one connection's `pointer` messages: at most one is passed on per interval, and of those that came
/// in between only the latest, so a held arrow key cannot flood a room.
final class PointerThrottle: Sendable {
    /// What to do with a pointer that just arrived.
    enum Decision: Equatable {
        /// Pass it on now.
        case now
        /// Keep it; pass on the latest kept one after this many milliseconds.
        case flush(afterMilliseconds: Int64)
        /// Keep it; a flush is already due.
        case held
    }

    private struct State {
        var lastSent: Int64?
        var pending: BoardPoint??
        var flushDue = false
    }

    private let intervalMilliseconds: Int64
    private let state = Mutex(State())

    /// A throttle passing on one pointer per `intervalMilliseconds`.
    init(intervalMilliseconds: Int64) {
        self.intervalMilliseconds = intervalMilliseconds
    }

    /// Takes `point`, arrived at `now` (milliseconds).
    func offer(_ point: BoardPoint?, at now: Int64) -> Decision {
        state.withLock { state in
            if state.flushDue {
                state.pending = .some(point)
                return .held
            }
            if let last = state.lastSent, now - last < intervalMilliseconds {
                state.pending = .some(point)
                state.flushDue = true
                return .flush(afterMilliseconds: last + intervalMilliseconds - now)
            }
            state.lastSent = now
            return .now
        }
    }

    /// The latest kept pointer, to pass on at `now`, emptying the throttle; `nil` when none is kept.
    func takePending(at now: Int64) -> BoardPoint?? {
        state.withLock { state in
            defer {
                state.pending = nil
                state.flushDue = false
            }
            guard let pending = state.pending else { return nil }
            state.lastSent = now
            return .some(pending)
        }
    }
}
