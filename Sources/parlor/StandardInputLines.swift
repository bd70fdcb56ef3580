import Foundation
import Synchronization

/// Standard input, read a line at a time on one thread of its own for the whole process, handed to whichever
/// plain loop listens now.
///
/// NB: `readLine` blocks, so a loop that must also hear signals (or the network) reads on another thread; one
/// reader for the process, not one per loop, so a line typed after the menu goes to the game it started rather
/// than to a reader the menu left behind.
enum StandardInputLines {
    /// A line, or `nil` for the end of input.
    typealias Listener = @Sendable (String?) -> Void

    private struct State {
        var listener: Listener?
        /// What arrived while nobody listened, in order; `nil` is the end of input.
        var waiting: [String?] = []
        var isStarted = false
    }

    private static let state = Mutex(State())

    /// Hands every line from now on (first those that arrived while nobody listened) to `listener`, and then the
    /// end of input as `nil`; starts the reader on the first call.
    static func listen(_ listener: @escaping Listener) {
        // NB: lines are handed over under the lock, so those that waited come before any the reader reads next,
        // and none goes to a listener that has just stopped.
        let start = state.withLock { state in
            state.listener = listener
            for line in state.waiting { listener(line) }
            state.waiting = []
            defer { state.isStarted = true }
            return !state.isStarted
        }
        guard start else { return }
        Thread {
            while true {
                let line = readLine(strippingNewline: true)
                state.withLock { state in
                    if let listener = state.listener { listener(line) } else { state.waiting.append(line) }
                }
                if line == nil { return }
            }
        }.start()
    }

    /// Stops handing lines to the listener; lines that arrive wait for the next one.
    static func stopListening() {
        state.withLock { $0.listener = nil }
    }
}
