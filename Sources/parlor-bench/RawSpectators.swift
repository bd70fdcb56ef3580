import Foundation
import NIOCore
import Synchronization

#if canImport(Glibc)
    // NB: Swift's Glibc module leaves out <sys/epoll.h>; SwiftNIO's own shim module exposes it on Linux.
    import CNIOLinux
    import Glibc
#endif

/// The spectators of a fan-out run: plain sockets, read by a thread of their own with epoll, every frame looked at
/// in place where it was received.
///
/// NB: read through NIO like the players, a spectator's message cost the generator as much CPU as it cost the
/// server to send it (decision 56), so the time until the last spectator had a move measured the generator as much as
/// the server; the raw TCP floor's receivers are plain sockets on epoll, and so are these (benchmark notes: the
/// generator must cost less per message than the server).
///
/// What it reports goes to the scenario on `loop`; what the scenario asks for comes through `awaitCatchUp` and
/// `stop`, from any thread. Everything else is touched only on its own thread.
final class RawSpectators: @unchecked Sendable {
    /// What the spectators report.
    enum Report: Sendable, Equatable {
        /// Every spectator has its first view of the room (Parlor: its snapshot; echo: its first message).
        case allWatching
        /// Every spectator has seen the sequence number asked for with `awaitCatchUp(to:request:)`.
        case caughtUp(request: Int)
        /// Every spectator has the latest move, the first at `first` and the last at `last` (monotonic ns);
        /// `messages` counts every message the spectators have received so far.
        case moveArrived(first: UInt64, last: UInt64, messages: Int)
        /// Something went wrong; the run cannot go on.
        case failed(String)
    }

    private struct Spectator {
        var fd: Int32
        var upgraded = false
        /// The sequence number of the latest event it has seen; -1 before its first view of the room.
        var seen = -1
        /// Bytes received but not yet a whole frame (or, before the upgrade, a whole response head).
        var pending: [UInt8] = []
    }

    private struct Requests {
        var catchUp: (target: Int, request: Int)?
        var stopping = false
    }

    private let count: Int
    private let host: String
    private let port: Int
    private let dialect: Dialect
    private let gameID: String
    private let loop: any EventLoop
    private let report: @Sendable (Report) -> Void
    private let requests = Mutex(Requests())
    /// A pipe whose read end is in the epoll set: a byte written wakes the thread for a request.
    private let wake: (read: Int32, write: Int32)
    private let epoll: Int32

    private var spectators: [Spectator] = []
    private var invited = 0
    private var watching = 0
    private var catchUp: (target: Int, request: Int)?
    private var caughtUp = 0
    private var arrivals = 0
    private var firstArrival: UInt64 = 0
    private var messages = 0
    private var failed = false

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// `count` spectators of the room `gameID` (Parlor) or room-0 (echo) on the server at `host` (an IPv4 address or
    /// "localhost") and `port`, reporting on `loop` through `report`; nothing happens before `start()`.
    init(
        count: Int, host: String, port: Int, dialect: Dialect, gameID: String, loop: any EventLoop,
        report: @escaping @Sendable (Report) -> Void
    ) throws {
        self.count = count
        self.host = host
        self.port = port
        self.dialect = dialect
        self.gameID = gameID
        self.loop = loop
        self.report = report
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BenchFailure("pipe() failed: errno \(errno)") }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        wake = (ends[0], ends[1])
        epoll = epoll_create1(0)
        Self.watch(wake.read, as: Self.wakeTag, in: epoll)
    }

    /// Starts the thread: it opens the spectators a wave at a time, each watching once the one before has its view.
    func start() {
        Thread { [self] in
            // NB: named here, on the thread itself: Foundation on Linux does not pass a name set before start().
            Thread.current.name = "raw-spectators"
            run()
        }.start()
    }

    /// Asks for `.caughtUp(request:)` once every spectator has seen event `target`; from any thread.
    func awaitCatchUp(to target: Int, request: Int) {
        requests.withLock { $0.catchUp = (target, request) }
        poke()
    }

    /// Stops the thread and closes the spectators' sockets; from any thread.
    func stop() {
        requests.withLock { $0.stopping = true }
        poke()
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// How many connections open at once; each one waits for its view of the room before the next wave, which keeps
    /// the server's queue of handshakes short (a newcomer's hello must be answered within the server's 10 s).
    private static let wave = 100

    private func run() {
        // NB: the pipe stays open until the object goes, so that `stop()` after a failure writes to no one else's
        // descriptor.
        defer {
            for spectator in spectators { close(spectator.fd) }
            close(epoll)
        }
        openWave()
        var events = [epoll_event](repeating: epoll_event(), count: 1_024)
        var scratch = [UInt8](repeating: 0, count: 65_536)
        while !failed {
            let ready = epoll_wait(epoll, &events, Int32(events.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return fail("epoll_wait failed: errno \(errno)")
            }
            let now = Monotonic.now()
            for event in events.prefix(Int(ready)) where !failed {
                let tag = event.data.u64
                if tag == Self.wakeTag {
                    guard takeRequests() else { return }
                    continue
                }
                let index = Int(tag)
                let fd = spectators[index].fd
                let got = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if got < 0, errno == EAGAIN || errno == EINTR { continue }
                guard got > 0 else {
                    return fail("spectator \(index): the server closed the connection")
                }
                received(scratch[0..<got], by: index, at: now)
            }
        }
    }

    /// Takes the scenario's requests; false when it asked to stop.
    private func takeRequests() -> Bool {
        var drain = [UInt8](repeating: 0, count: 64)
        while read(wake.read, &drain, drain.count) > 0 {}
        let taken = requests.withLock { requests in
            defer { requests.catchUp = nil }
            return requests
        }
        if taken.stopping { return false }
        if let asked = taken.catchUp {
            catchUp = asked
            caughtUp = spectators.count(where: { $0.seen >= asked.target })
            reportIfCaughtUp()
        }
        return true
    }

    private func openWave() {
        let wave = min(Self.wave, count - invited)
        invited += wave
        let request = Array(ClientText.upgradeRequest(host: host, port: port).utf8)
        for _ in 0..<wave {
            do {
                let fd = try RawSocket.connect(host: host, port: port)
                let index = spectators.count
                spectators.append(Spectator(fd: fd))
                try RawSocket.writeAll(fd, request, request.count)
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                Self.watch(fd, as: UInt64(index), in: epoll)
            } catch {
                return fail("spectator \(spectators.count): \(error)")
            }
        }
    }

    private func received(_ bytes: ArraySlice<UInt8>, by index: Int, at time: UInt64) {
        // NB: the common case, a whole frame or more with nothing left from before, is read where it was received.
        if spectators[index].pending.isEmpty, spectators[index].upgraded {
            let used = bytes.withUnsafeBytes { frames(in: $0, of: index, at: time) }
            if used < bytes.count { spectators[index].pending.append(contentsOf: bytes.dropFirst(used)) }
            return
        }
        spectators[index].pending.append(contentsOf: bytes)
        var buffered = spectators[index].pending
        spectators[index].pending = []
        if !spectators[index].upgraded {
            guard let end = Self.headEnd(buffered) else {
                spectators[index].pending = buffered
                return
            }
            guard buffered.starts(with: Array("HTTP/1.1 101".utf8)) else {
                return fail("spectator \(index): the server refused the WebSocket upgrade")
            }
            buffered.removeFirst(end)
            spectators[index].upgraded = true
            send(dialect == .parlor ? ClientText.hello : "join room-0", to: index)
        }
        let used = buffered.withUnsafeBytes { frames(in: $0, of: index, at: time) }
        if used < buffered.count { spectators[index].pending = Array(buffered[used...]) }
    }

    /// Handles every whole frame at the start of `bytes`; how many bytes they took.
    private func frames(in bytes: UnsafeRawBufferPointer, of index: Int, at time: UInt64) -> Int {
        var start = 0
        while !failed, bytes.count - start >= 2 {
            let opcode = bytes[start] & 0x0F
            var header = 2
            var length = Int(bytes[start + 1] & 0x7F)
            if length == 126 {
                guard bytes.count - start >= 4 else { break }
                header = 4
                length = Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            } else if length == 127 {
                guard bytes.count - start >= 10 else { break }
                header = 10
                length = (2..<10).reduce(0) { $0 << 8 | Int(bytes[start + $1]) }
            }
            guard bytes.count - start >= header + length else { break }
            let payload = UnsafeRawBufferPointer(rebasing: bytes[(start + header)..<(start + header + length)])
            switch opcode {
            case 0x1, 0x2: message(payload, of: index, at: time)
            case 0x8: fail("spectator \(index): the server closed the connection")
            case 0x9: sendFrame(opcode: 0xA, payload, to: index)
            default: break
            }
            start += header + length
        }
        return start
    }

    /// One whole message to spectator `index`.
    private func message(_ payload: UnsafeRawBufferPointer, of index: Int, at time: UInt64) {
        messages += 1
        switch dialect {
        case .parlor:
            if FrameScan.isType(payload, "event") {
                note(FrameScan.trailingSequence(payload) ?? spectators[index].seen, of: index)
                if FrameScan.firstTypeIs(payload, "moved") { arrival(at: time) }
            } else if FrameScan.isType(payload, "snapshot") {
                note(FrameScan.integer(after: "\"sequence\":", in: payload) ?? 0, of: index)
                nowWatching()
            } else if FrameScan.isType(payload, "welcome") {
                send(ClientText.watch(gameID), to: index)
            } else if FrameScan.isType(payload, "error") {
                fail("spectator \(index): \(FrameScan.string(after: "\"message\":\"", in: payload) ?? "?")")
            }
        case .echo:
            // NB: the echo server's first message to a spectator acknowledges its join; every later one is a move.
            if spectators[index].seen < 0 {
                note(0, of: index)
                nowWatching()
            } else {
                arrival(at: time)
            }
        }
    }

    private func note(_ sequence: Int, of index: Int) {
        let before = spectators[index].seen
        spectators[index].seen = max(before, sequence)
        guard let catchUp, before < catchUp.target, sequence >= catchUp.target else { return }
        caughtUp += 1
        reportIfCaughtUp()
    }

    private func reportIfCaughtUp() {
        guard let asked = catchUp, caughtUp == count else { return }
        catchUp = nil
        tell(.caughtUp(request: asked.request))
    }

    private func nowWatching() {
        watching += 1
        if watching == invited, invited < count {
            openWave()
        } else if watching == count {
            tell(.allWatching)
        }
    }

    private func arrival(at time: UInt64) {
        arrivals += 1
        if arrivals == 1 { firstArrival = time }
        guard arrivals == count else { return }
        arrivals = 0
        tell(.moveArrived(first: firstArrival, last: time, messages: messages))
    }

    private func send(_ text: String, to index: Int) {
        var text = text
        text.withUTF8 { sendFrame(opcode: 0x1, UnsafeRawBufferPointer($0), to: index) }
    }

    /// Sends one frame with the all-zero mask (client frames must be masked; the key's value is free).
    private func sendFrame(opcode: UInt8, _ payload: UnsafeRawBufferPointer, to index: Int) {
        precondition(payload.count < 126, "a spectator's frames are short")
        var frame: [UInt8] = [0x80 | opcode, 0x80 | UInt8(payload.count), 0, 0, 0, 0]
        frame.append(contentsOf: payload)
        do {
            try RawSocket.writeAll(spectators[index].fd, frame, frame.count)
        } catch {
            fail("spectator \(index): \(error)")
        }
    }

    private func tell(_ what: Report) {
        let report = report
        loop.execute { report(what) }
    }

    private func fail(_ reason: String) {
        guard !failed else { return }
        failed = true
        tell(.failed(reason))
    }

    /// What an epoll event of the wake pipe carries; a spectator's carries its index.
    private static let wakeTag = UInt64.max

    /// Adds `fd` to `epoll` for reading, its events carrying `tag`.
    private static func watch(_ fd: Int32, as tag: UInt64, in epoll: Int32) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u64 = tag
        epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event)
    }

    /// The length of an HTTP response head including its blank line, once it has all arrived.
    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
            return index + 1
        }
        return nil
    }
}
