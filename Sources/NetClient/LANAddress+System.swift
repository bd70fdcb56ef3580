import Glibc

extension LANAddress {
    /// This machine's address on its network: its interfaces from getifaddrs(3) and its name from
    /// gethostname(2), chosen by `choose(from:hostname:)`.
    public static func find() -> LANAddress {
        choose(from: listInterfaces(), hostname: hostname())
    }

    /// Every address of every interface, or `nil` when getifaddrs fails.
    static func listInterfaces() -> [NetworkInterface]? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var interfaces: [NetworkInterface] = []
        var cursor = list
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            let flags = Int(entry.pointee.ifa_flags)
            interfaces.append(
                NetworkInterface(
                    name: String(cString: entry.pointee.ifa_name), ipv4: entry.pointee.ifa_addr.flatMap(dotted),
                    isUp: flags & Int(IFF_UP) != 0, isLoopback: flags & Int(IFF_LOOPBACK) != 0))
        }
        return interfaces
    }

    /// The dotted text of an IPv4 socket address; `nil` for any other family.
    private static func dotted(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        guard address.pointee.sa_family == sa_family_t(AF_INET) else { return nil }
        return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
            var raw = inet.pointee.sin_addr
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            guard inet_ntop(AF_INET, &raw, &buffer, socklen_t(INET_ADDRSTRLEN)) != nil else { return nil }
            return text(of: buffer)
        }
    }

    /// This machine's name, or `nil` when gethostname fails.
    private static func hostname() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return nil }
        return text(of: buffer)
    }

    /// The text of a NUL-terminated C buffer.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
