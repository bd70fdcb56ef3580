import Foundation
import Glibc

/// Where friends on the same network reach this machine: what `parlor host --lan` tells them to join.
enum LANAddress: Equatable {
    /// An IPv4 address of an interface that is up and not loopback.
    case ipv4(String)
    /// The machine's name: there is a network interface but no IPv4 address on it, or the interfaces could not be
    /// listed.
    case hostname(String)
    /// Only the loopback interface is up: nobody else can connect.
    case loopbackOnly

    /// The host part of the address friends use.
    var host: String {
        switch self {
        case .ipv4(let address): address
        case .hostname(let name): name
        case .loopbackOnly: "127.0.0.1"
        }
    }

    /// This machine's address on its network, from getifaddrs(3): the best-ranked non-loopback IPv4 address.
    static func find() -> LANAddress {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return hostnameOrLoopback() }
        defer { freeifaddrs(list) }
        var candidates: [(interface: String, address: String)] = []
        var hasOtherInterface = false
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            let flags = Int(entry.pointee.ifa_flags)
            guard flags & Int(IFF_UP) != 0, flags & Int(IFF_LOOPBACK) == 0, let address = entry.pointee.ifa_addr
            else { continue }
            hasOtherInterface = true
            guard address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
            let dotted = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet in
                var raw = inet.pointee.sin_addr
                var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                guard inet_ntop(AF_INET, &raw, &buffer, socklen_t(INET_ADDRSTRLEN)) != nil else { return "" }
                return text(of: buffer)
            }
            if !dotted.isEmpty { candidates.append((String(cString: entry.pointee.ifa_name), dotted)) }
        }
        if let best = candidates.min(by: { rank($0) < rank($1) }) { return .ipv4(best.address) }
        return hasOtherInterface ? hostnameOrLoopback() : .loopbackOnly
    }

    /// Lower is better: a private LAN address on a real interface first; container bridges, VPN tunnels and
    /// link-local addresses (no DHCP answer) last.
    static func rank(_ candidate: (interface: String, address: String)) -> Int {
        let virtualPrefixes = ["docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "lxd", "cni", "flannel"]
        let isVirtual = virtualPrefixes.contains { candidate.interface.hasPrefix($0) }
        let octets = candidate.address.split(separator: ".").compactMap { Int($0) }
        let isPrivate =
            octets.count == 4
            && (octets[0] == 10 || octets[0] == 192 && octets[1] == 168 || octets[0] == 172 && (16...31) ~= octets[1])
        let isLinkLocal = octets.count == 4 && octets[0] == 169 && octets[1] == 254
        return (isVirtual ? 4 : 0) + (isLinkLocal ? 2 : 0) + (isPrivate ? 0 : 1)
    }

    /// The text of a NUL-terminated C buffer.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func hostnameOrLoopback() -> LANAddress {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return .loopbackOnly }
        let name = text(of: buffer)
        return name.isEmpty || name == "localhost" ? .loopbackOnly : .hostname(name)
    }
}
