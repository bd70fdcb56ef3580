import CursesDriver
import Dispatch

/// Wakes the curses loop when a running board clock reaches its next whole second, and never otherwise: a
/// screen with no clock running (before the first reveal, after the end, a game without one, the menu) sleeps in
/// `poll()` with no timer at all.
final class ClockTicker {
    private let timer: any DispatchSourceTimer
    private var isArmed = false

    /// A ticker that wakes the terminal `waker` belongs to; it waits for `wake(after:)`.
    init(waker: Waker) {
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { waker.wake() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// Wakes the loop once, `milliseconds` from now, replacing any wake already due; `nil` cancels it.
    func wake(after milliseconds: Int64?) {
        if let milliseconds {
            timer.schedule(deadline: .now() + .milliseconds(Int(max(milliseconds, 1))))
            isArmed = true
        } else if isArmed {
            timer.schedule(deadline: .distantFuture)
            isArmed = false
        }
    }
}
