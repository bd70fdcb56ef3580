import CNcurses
import Glibc
public import TermCore

extension CursesTerminal {
    /// Blocks until there is input, a signal or a wake, then returns every event available now.
    ///
    /// Waits in poll(2) with no timeout, so an idle program is not woken at all. The list is empty only after a
    /// `Waker` woke it with nothing else to report. Once standard input has closed it returns `.endOfInput`
    /// Drops what was typed but not yet read, as curses' `flushinp` does: keys typed against a position that has
    /// since changed (a race decided).
    public func discardPendingInput() {
        flushinp()
    }

    /// on every call, at once; after `stop()` too.
    public func waitForEvents() -> [TerminalEvent] {
        guard !isStopped else { return [.endOfInput] }
        while true {
            // NB: a tuple, not an array, so waiting allocates nothing: this runs on every key.
            var fds = (
                pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakePipe.readFD, events: Int16(POLLIN), revents: 0)
            )
            let ready = withUnsafeMutableBytes(of: &fds) { fds in
                poll(fds.baseAddress?.assumingMemoryBound(to: pollfd.self), 2, -1)
            }
            // NB: EINTR is normal: SIGWINCH interrupts poll, and ncurses reports the resize from get_wch.
            if ready < 0 && errno != EINTR { return [.endOfInput] }

            var events: [TerminalEvent] = []
            var woken = false
            // NB: each system call here is paid on every key, so the pipe is read only when poll says so.
            for byte in fds.1.revents != 0 ? wakePipe.drain() : [] {
                if byte == WakePipe.wakeByte {
                    woken = true
                } else if Int32(byte) == SIGCONT {
                    // NB: back from a suspension, the terminal holds what curses last drew, not the last frame.
                    needsFullRepaint = true
                    events.append(.resize(size))
                } else if SignalRelay.terminationSignals.contains(Int32(byte)) {
                    events.append(.terminationRequested(signal: Int32(byte)))
                }
            }
            let readSome = readInput(into: &events, waiting: ready > 0 && fds.0.revents & Int16(POLLIN) != 0)
            // NB: input that was just read has not ended; the next poll reports the end once it is all read.
            if ready > 0 && fds.0.revents != 0 && !readSome && inputHasEnded() {
                // NB: when the input ends inside an escape sequence, get_wch first returns ERR and only then
                // hands out the bytes it had read ahead (a lone Esc), so read until it has nothing left.
                while readInput(into: &events) {}
                events.append(.endOfInput)
            }
            if !events.isEmpty || woken { return events }
        }
    }

    /// Adds to `events` every key, click and resize ncurses can decode without waiting; whether it read any.
    ///
    /// `waiting` says poll(2) has just found input waiting: the first read then blocks, which spares curses the
    /// poll(2) of its own that a non-blocking read starts with, one system call on every key.
    private func readInput(into events: inout [TerminalEvent], waiting: Bool = false) -> Bool {
        var readAny = false
        var blocks = waiting
        var isFirst = true
        while true {
            var code: wint_t = 0
            if blocks { nodelay(window, false) }
            let status = wget_wch(window, &code)
            if blocks {
                nodelay(window, true)
                blocks = false
            }
            if status == ERR { return readAny }
            readAny = true
            defer { isFirst = false }
            if status == KEY_CODE_YES {
                switch Int32(code) {
                case KEY_RESIZE:
                    // NB: resizing touched the window, so the next get_wch would first redraw curses' own stale
                    // copy of it (the frame of the last full repaint); the caller repaints in full anyway.
                    untouchwin(window)
                    needsFullRepaint = true
                    events.append(.resize(size))
                case KEY_MOUSE:
                    if let mouse = readMouse() { events.append(.mouse(mouse)) }
                default:
                    if let key = KeyDecoder.key(forKeyCode: Int32(code)) { events.append(.key(key)) }
                }
            } else {
                if let key = KeyDecoder.key(forCharacter: UInt32(code)) { events.append(.key(key)) }
                if isFirst, code < standAloneBytes.count, standAloneBytes[Int(code)], !hasMoreInput() { return true }
            }
        }
    }

    /// Whether bytes wait on standard input, as far as FIONREAD can tell (an error says yes, to ask curses).
    ///
    /// NB: every read ends with curses holding nothing read ahead, so when the first get_wch returns a byte that
    /// is a key by itself and starts no sequence, curses holds nothing still; when the descriptor holds nothing
    /// either, the get_wch that would find nothing is skipped: it ran curses' key table, FIFO and a poll(2) of its
    /// own on every key, cold code in two libraries and a system call heavier than this ioctl. Bytes that arrive
    /// later wake the next poll. (After an Escape that began no key, curses holds the bytes it read ahead, so a
    /// later get_wch in the same read never stops early.)
    private func hasMoreInput() -> Bool {
        var waiting: Int32 = 0
        return ioctl(inputFD, UInt(FIONREAD), &waiting) != 0 || waiting > 0
    }

    /// The press (or, when asked for, the motion) ncurses just decoded, or nil for anything else (a release).
    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return MouseDecoder.event(
            state: event.bstate, x: event.x, y: event.y, motion: mouseMotion, held: &heldButtons)
    }

    /// Whether standard input is closed or hung up, after everything readable was read.
    ///
    /// NB: get_wch returns ERR alike for "nothing yet" and "end of file"; a descriptor that poll(2) calls readable
    /// while no byte is waiting is at its end (a regular file or /dev/null included), which never holds for a
    /// live terminal between keys, so a stray mouse release cannot end the program.
    private func inputHasEnded() -> Bool {
        var fd = pollfd(fd: inputFD, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, 0) > 0 else { return false }
        if fd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return true }
        var waiting: Int32 = 0
        guard ioctl(inputFD, UInt(FIONREAD), &waiting) == 0 else { return true }
        return waiting == 0
    }
}
