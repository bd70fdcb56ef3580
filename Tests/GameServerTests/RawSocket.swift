import Glibc

/// A blocking TCP connection to 127.0.0.1 with a 5 s receive timeout, for requests no WebSocket client sends.
final class RawSocket {
    private let descriptor: Int32

    struct Failure: Error {
        let what: String
    }

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(what: "socket") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
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

    func close() { Glibc.close(descriptor) }
}
