import Glibc

// NB: a signal handler receives no context pointer, so what it needs lives in globals. They are written only on
// the curses thread, before the handlers that read them are installed or after they are removed, so no lazy
// global initialisation and no write ever races a handler.
private nonisolated(unsafe) var relayFD: Int32 = -1
private nonisolated(unsafe) var savedActions: [(signal: Int32, action: sigaction)] = []
private nonisolated(unsafe) var resizeHandler: sigaction = sigaction()

/// Turns SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGCONT into bytes on the self-pipe, and makes SIGWINCH wake the pipe too.
///
/// The handlers only call `write(2)` (async-signal-safe); `waitForEvents()` reads the bytes on the curses thread.
enum SignalRelay {
    /// The signals that ask the program to stop.
    ///
    /// NB: SIGQUIT too: its default action dumps core, and the Swift runtime's crash report would be drawn over the
    /// board with the terminal left in curses' modes. Sent from outside, it ends the program as SIGTERM does.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Installs the termination handlers writing to `fd`.
    ///
    /// NB: call before `newterm`: ncurses installs its own SIGINT/SIGTERM handlers (clean up and exit at once)
    /// only where the disposition is still the default, and the caller must get the chance to say goodbye.
    static func start(writingTo fd: Int32) {
        relayFD = fd
        for signal in terminationSignals {
            install(relaySignal, for: signal)
        }
        // NB: ncurses' SIGTSTP handler redraws its own idea of the screen on resuming, which misses the frames
        // `present` wrote itself; the byte makes the loop repaint.
        install(relaySignal, for: SIGCONT)
    }

    /// Makes SIGWINCH also wake the pipe, after running the handler ncurses installed.
    ///
    /// NB: ncurses only sets a flag (its next `get_wch` returns KEY_RESIZE); if the signal lands on another
    /// thread, the curses thread's `poll` would not return until the next key without this byte.
    static func chainResize() {
        var current = sigaction()
        sigaction(SIGWINCH, nil, &current)
        resizeHandler = current
        install(relayResize, for: SIGWINCH)
    }

    /// Restores every handler this relay replaced, newest first.
    static func stop() {
        for saved in savedActions.reversed() {
            var action = saved.action
            sigaction(saved.signal, &action, nil)
        }
        savedActions = []
        resizeHandler = sigaction()
        relayFD = -1
    }

    private typealias Handler =
        @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
        -> Void

    private static func install(_ handler: @escaping Handler, for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        sigemptyset(&action.sa_mask)
        // NB: SA_RESTART keeps ncurses' own reads and writes from failing with EINTR; poll(2) still returns EINTR.
        action.sa_flags = SA_SIGINFO | SA_RESTART
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        savedActions.append((signal, previous))
    }
}

private func relaySignal(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    writeToPipe(signal)
}

private func relayResize(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    let previous = resizeHandler
    if previous.sa_flags & SA_SIGINFO != 0 {
        previous.__sigaction_handler.sa_sigaction?(signal, info, context)
    } else if let handler = previous.__sigaction_handler.sa_handler,
        unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    {
        handler(signal)
    }
    writeToPipe(signal)
}

private func writeToPipe(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayFD, &byte, 1)
    errno = savedErrno
}
