import Foundation
import Synchronization

// NB: a signal handler receives no context, so the pipe it writes to is a global, set once before any handler
// that reads it is installed.
private nonisolated(unsafe) var stopPipeWriteFD: Int32 = -1

/// The signals that ask a plain-mode run to stop, heard as values rather than by dying: Ctrl-C, SIGTERM, a closed
/// terminal's SIGHUP, and SIGQUIT sent from outside all end a session with its closing lines.
///
/// NB: handlers installed with sigaction, at once, which only write the number to a pipe that a thread of its own
/// reads: a dispatch signal source is set up asynchronously, and a signal in that gap was lost (or, before the
/// disposition changed, killed the process without its closing lines). The full screen hears the same signals
/// through its terminal's self-pipe (`CursesDriver`'s signal relay).
enum StopSignals {
    /// SIGINT, SIGTERM, SIGHUP and SIGQUIT: the exit status is 128 plus the number (130, 143, 129, 131).
    static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Who hears the next signal; a signal while nobody listens waits for the next listener.
    private struct State {
        var listener: (@Sendable (Int32) -> Void)?
        var waiting: [Int32] = []
        var isInstalled = false
    }

    private static let state = Mutex(State())

    /// Calls `heard` with each signal's number as it arrives, until `stop()`; the handlers are installed (once)
    /// before this returns.
    static func watch(_ heard: @escaping @Sendable (Int32) -> Void) {
        let install = state.withLock { state in
            state.listener = heard
            for number in state.waiting { heard(number) }
            state.waiting = []
            defer { state.isInstalled = true }
            return !state.isInstalled
        }
        if install { installHandlers() }
    }

    /// Stops handing signals to the listener; they wait for the next one.
    static func stop() {
        state.withLock { $0.listener = nil }
    }

    private static func installHandlers() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // NB: the handler must never block: a full pipe already holds a signal to act on.
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        stopPipeWriteFD = fds[1]
        let readFD = fds[0]
        Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readFD, &byte, 1)
                if count < 0, errno == EINTR { continue }
                guard count == 1 else { return }
                let number = Int32(byte)
                state.withLock { state in
                    if let listener = state.listener { listener(number) } else { state.waiting.append(number) }
                }
            }
        }.start()
        for number in numbers {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relayStopSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }
}

private func relayStopSignal(_ number: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(stopPipeWriteFD, &byte, 1)
    errno = savedErrno
}
