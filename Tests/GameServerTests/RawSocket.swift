import Glibc

/// A TCP connection to 127.0.0.1 for what no WebSocket client does: requests with odd headers, unmasked frames,
/// a peer that never reads (with a tiny receive buffer and segment size set before connecting).
final class RawSocket {
    private let descriptor: Int32
    /// Bytes read but not yet taken as a frame.
    private var pending: [UInt8] = []

    struct Failure: Error {
        let what: String
    }

    /// A WebSocket frame from the server (servers never mask).
    struct Frame: Equatable {
        let opcode: UInt8
        let payload: [UInt8]

        /// The close code of a close frame.
        var closeCode: UInt16? {
            guard opcode == 0x8, payload.count >= 2 else { return nil }
            return UInt16(payload[0]) << 8 | UInt16(payload[1])
        }

        var text: String { String(decoding: payload, as: UTF8.self) }
    }

    /// Connects to `port`; `receiveBufferBytes` and `segmentBytes` (SO_RCVBUF, TCP_MAXSEG) keep the kernel's
    /// buffers on both ends small, so that a reader that stops reading is felt after a few dozen KiB.
    init(port: Int, receiveBufferBytes: Int32? = nil, segmentBytes: Int32? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(what: "socket") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if var bytes = receiveBufferBytes {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &bytes, socklen_t(MemoryLayout<Int32>.size))
        }
        if var bytes = segmentBytes {
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_MAXSEG, &bytes, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(what: "connect") }
    }

    func write(_ bytes: [UInt8]) throws {
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw Failure(what: "send") }
    }

    /// What arrives next (at most 4 KiB), or nothing once the peer closed; throws after 5 s of silence.
    func read() throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else { throw Failure(what: "recv timed out") }
        return Array(buffer.prefix(count))
    }

    /// Reads what has arrived, at most `limit` bytes, without waiting, keeping it for `nextFrame`; how many.
    @discardableResult
    func readAvailable(atMost limit: Int) -> Int {
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        guard count > 0 else { return 0 }
        pending += buffer.prefix(count)
        return count
    }

    /// Upgrades the connection to a WebSocket, sending `followedBy` in the same write as the request, and waits
    /// at most 5 s for the server's 101.
    func upgrade(port: Int, followedBy bytes: [UInt8] = []) async throws {
        var request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(request.utf8) + bytes)
        let end = Array("\r\n\r\n".utf8)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(5)
        while !pending.indices.contains(where: { pending[$0...].starts(with: end) }) {
            guard clock.now < deadline, try await receive() else { throw Failure(what: "no upgrade response") }
        }
        let headEnd = pending.indices.first { pending[$0...].starts(with: end) }! + end.count
        let head = String(decoding: pending[..<headEnd], as: UTF8.self)
        pending.removeFirst(headEnd)
        guard head.hasPrefix("HTTP/1.1 101") else { throw Failure(what: "not upgraded: \(head.prefix(40))") }
    }

    /// Sends `text` in one text frame, masked as a client must unless told otherwise.
    func sendText(_ text: String, masked: Bool = true) throws {
        try write(Self.frame(text: text, masked: masked))
    }

    /// The bytes of one text frame carrying `text`, masked as a client's must be unless told otherwise.
    static func frame(text: String, masked: Bool = true) -> [UInt8] {
        frame(payload: Array(text.utf8), masked: masked)
    }

    /// The bytes of one frame (text unless `opcode` says otherwise, the last of its message unless `fin` is
    /// false) carrying `payload` as it is, valid UTF-8 or not.
    static func frame(opcode: UInt8 = 0x1, fin: Bool = true, payload: [UInt8], masked: Bool = true) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            frame.append(maskBit | UInt8(payload.count))
        } else {
            frame += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        guard masked else { return frame + payload }
        let key: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        return frame + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    /// The next frame, waiting at most `seconds`; `nil` when the server closed the connection first.
    func nextFrame(within seconds: Double = 5) async throws -> Frame? {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(seconds * 1_000))
        while true {
            if let frame = takeFrame() { return frame }
            guard clock.now < deadline else { throw Failure(what: "no frame within \(seconds) s") }
            guard try await receive() else { return nil }
        }
    }

    /// Reads and discards everything until the server closes the connection; `false` if it is still open after
    /// `seconds`.
    func closedByServer(within seconds: Double) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(seconds * 1_000))
        while clock.now < deadline {
            pending.removeAll()
            guard try await receive() else { return true }
        }
        return false
    }

    /// Waits (without blocking a thread) until some bytes arrive and appends them to `pending`; `false` when the
    /// connection is closed or reset.
    private func receive() async throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        for _ in 0..<20 {
            let count = buffer.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
            }
            if count > 0 {
                pending += buffer.prefix(count)
                return true
            }
            if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) { return false }
            try await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    private func takeFrame() -> Frame? {
        guard pending.count >= 2 else { return nil }
        var length = Int(pending[1] & 0x7F)
        var start = 2
        if length == 126 {
            guard pending.count >= 4 else { return nil }
            length = Int(pending[2]) << 8 | Int(pending[3])
            start = 4
        } else if length == 127 {
            guard pending.count >= 10 else { return nil }
            length = pending[2..<10].reduce(0) { $0 << 8 | Int($1) }
            start = 10
        }
        guard pending.count >= start + length else { return nil }
        let frame = Frame(opcode: pending[0] & 0x0F, payload: Array(pending[start..<(start + length)]))
        pending.removeFirst(start + length)
        return frame
    }

    /// The TCP state of the server's end of this connection, from /proc/net/tcp ("01" established, "04" the
    /// server closed while data is still unread); `nil` once the server's socket is gone.
    func serverSideState(serverPort: Int) throws -> String? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else { throw Failure(what: "getsockname") }
        let localPort = Int(UInt16(bigEndian: address.sin_port))
        guard let file = fopen("/proc/net/tcp", "r") else { throw Failure(what: "no /proc/net/tcp") }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let fields = String(cString: line).split(separator: " ")
            guard fields.count > 3 else { continue }
            let local = fields[1].split(separator: ":").last.flatMap { Int($0, radix: 16) }
            let remote = fields[2].split(separator: ":").last.flatMap { Int($0, radix: 16) }
            if local == serverPort && remote == localPort { return String(fields[3]) }
        }
        return nil
    }

    func close() { Glibc.close(descriptor) }

    /// A TCP port on 127.0.0.1 that was free a moment ago (the system's pick for port 0).
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw Failure(what: "bind") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Ends this side of the connection (a TCP FIN) without a close frame, still reading.
    func shutDownWriting() { Glibc.shutdown(descriptor, Int32(SHUT_WR)) }
}
