#if canImport(Glibc)
    // NB: Swift's Glibc module leaves out <sys/epoll.h>; SwiftNIO's own shim module exposes it on Linux.
    import CNIOLinux
    import Glibc
#endif

/// Plain loopback TCP sockets and epoll, for the floor probes: no framework between the program and the kernel.
enum RawSocket {
    /// A socket listening on 127.0.0.1:`port` (0: any), and the port it got.
    static func listen(port: Int) throws -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BenchFailure("socket() failed: errno \(errno)") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, Glibc.listen(fd, 4096) == 0 else { throw BenchFailure("bind/listen failed: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A blocking connection to `host` (an IPv4 address, or "localhost"; 127.0.0.1 when not given):`port`, with
    /// Nagle's algorithm off.
    static func connect(host: String = "127.0.0.1", port: Int) throws -> Int32 {
        var address = loopback(port: port)
        if host != "localhost" {
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
                throw BenchFailure("\(host) is not an IPv4 address: give one, such as 127.0.0.1, or localhost")
            }
        }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BenchFailure("socket() failed: errno \(errno)") }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BenchFailure("connect() failed: errno \(errno)") }
        noDelay(fd)
        return fd
    }

    /// Turns Nagle's algorithm off on `fd`.
    static func noDelay(_ fd: Int32) {
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Writes all of `count` bytes from `bytes`, blocking.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) throws {
        var done = 0
        while done < count {
            let wrote = send(fd, bytes + done, count - done, Int32(MSG_NOSIGNAL))
            guard wrote > 0 else { throw BenchFailure("send() failed: errno \(errno)") }
            done += wrote
        }
    }

    /// Reads exactly `count` bytes into `bytes`, blocking.
    static func readExactly(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) throws {
        var done = 0
        while done < count {
            let got = recv(fd, bytes + done, count - done, 0)
            guard got > 0 else { throw BenchFailure("recv() failed or closed: errno \(errno)") }
            done += got
        }
    }

    /// Adds `fd` to epoll set `epoll` for reading.
    static func watch(_ epoll: Int32, _ fd: Int32) {
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.fd = fd
        epoll_ctl(epoll, EPOLL_CTL_ADD, fd, &event)
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
