import Glibc

/// A TCP port on 127.0.0.1 that accepts connections (the kernel completes the handshake) but never answers:
/// what a client meets on a port some other, silent service holds.
final class SilentListener {
    /// The port it listens on.
    let port: Int
    private let socketFD: Int32

    /// Listens on a free port; throws the errno of the call that failed.
    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SystemCallFailed(call: "socket", errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 8) == 0 else {
            let code = errno
            close(fd)
            throw SystemCallFailed(call: "bind/listen", errno: code)
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit {
        close(socketFD)
    }
}
