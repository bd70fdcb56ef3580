import CNcurses
import Glibc

// NB: atexit hooks take no context, so the running screen lives in a global; only the curses thread writes it.
private nonisolated(unsafe) var activeScreen: OpaquePointer?
private nonisolated(unsafe) var isHookInstalled = false

/// Restores the terminal when the process exits while curses still runs (the caller forgot `stop()`), and makes
/// sure only one `CursesTerminal` runs at a time, since the signal relay and the exit hook are process-wide.
enum ExitRestorer {
    /// Whether a terminal is running.
    static var isActive: Bool { activeScreen != nil }

    /// Remembers `screen` as the one to end at exit.
    static func register(_ screen: OpaquePointer) {
        activeScreen = screen
        if !isHookInstalled {
            isHookInstalled = true
            atexit(endActiveScreen)
        }
    }

    /// Forgets the running screen: it was stopped properly.
    static func unregister() {
        activeScreen = nil
    }
}

private func endActiveScreen() {
    guard let screen = activeScreen else { return }
    activeScreen = nil
    set_term(screen)
    endwin()
}
