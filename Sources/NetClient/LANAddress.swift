/// Where friends on the same network reach this machine: what `parlor host --lan` tells them to join.
public enum LANAddress: Hashable, Sendable {
    /// An IPv4 address of an interface that is up and not loopback.
    case ipv4(String)
    /// The machine's name: there is a network interface but no IPv4 address on it, or the interfaces could not be
    /// listed.
    case hostname(String)
    /// Only the loopback interface is up: nobody else can connect.
    case loopbackOnly

    /// The host part of the address friends use.
    public var host: String {
        switch self {
        case .ipv4(let address): address
        case .hostname(let name): name
        case .loopbackOnly: "127.0.0.1"
        }
    }

    /// Interface names that belong to containers, virtual machines and overlay networks: reachable from this
    /// machine only, so a friend on the LAN cannot use them.
    public static let virtualPrefixes = [
        "docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "lxd", "cni", "flannel",
    ]

    /// The best address among `interfaces` (`nil` when they could not be listed): the best-ranked IPv4 address
    /// of an interface that is up and not loopback, the first listed among equals; else `hostname` when some
    /// other interface is up (or nothing could be listed) and it names this machine; else `loopbackOnly`.
    public static func choose(from interfaces: [NetworkInterface]?, hostname: String?) -> LANAddress {
        let byName: LANAddress =
            if let hostname, !hostname.isEmpty, hostname != "localhost" { .hostname(hostname) } else { .loopbackOnly }
        guard let interfaces else { return byName }
        let reachable = interfaces.filter { $0.isUp && !$0.isLoopback }
        let ranked = reachable.compactMap { entry in
            entry.ipv4.map { (rank: rank(interface: entry.name, address: $0), address: $0) }
        }
        if let best = ranked.min(by: { $0.rank < $1.rank }) { return .ipv4(best.address) }
        return reachable.isEmpty ? .loopbackOnly : byName
    }

    /// Lower is better: a private LAN address (10/8, 172.16/12, 192.168/16) on a real interface first, then a
    /// public one; link-local addresses (169.254/16: no DHCP answer) after those, and anything on a container
    /// bridge or virtual interface last.
    public static func rank(interface: String, address: String) -> Int {
        let isVirtual = virtualPrefixes.contains { interface.hasPrefix($0) }
        let octets = address.split(separator: ".", omittingEmptySubsequences: false).compactMap { Int($0) }
        let isPrivate =
            octets.count == 4
            && (octets[0] == 10 || octets[0] == 192 && octets[1] == 168 || octets[0] == 172 && (16...31) ~= octets[1])
        let isLinkLocal = octets.count == 4 && octets[0] == 169 && octets[1] == 254
        return (isVirtual ? 4 : 0) + (isLinkLocal ? 2 : 0) + (isPrivate ? 0 : 1)
    }
}
