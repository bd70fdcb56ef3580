import Glibc

/// The self-pipe `waitForEvents()` polls together with standard input: wakers and signal handlers write one byte.
final class WakePipe: Sendable {
    /// The byte a `Waker` sends; signal numbers are never 0, so the two cannot be confused.
    static let wakeByte: UInt8 = 0

    let readFD: Int32
    let writeFD: Int32

    init() throws(CursesError) {
        var fds: [Int32] = [-1, -1]
        // NB: non-blocking on both ends: a signal handler must never block on a full pipe (a full pipe already
        // holds a pending wake-up), and draining stops at EAGAIN.
        guard pipe(&fds) == 0 else { throw .systemCallFailed("pipe", errno: errno) }
        readFD = fds[0]
        writeFD = fds[1]
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
    }

    deinit {
        close(readFD)
        close(writeFD)
    }

    /// Writes one byte; a full pipe is fine, since the reader will wake anyway.
    func send(_ byte: UInt8) {
        var byte = byte
        _ = write(writeFD, &byte, 1)
    }

    /// Reads every byte written so far without blocking.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readFD, &buffer, buffer.count)
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return bytes
            }
        }
    }
}
