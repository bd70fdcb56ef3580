import CustomDump
import NetClient
import Testing

/// Which address `parlor host --lan` tells a friend: the ranking of interfaces and the fallbacks.
struct LANAddressTests {
    struct Ranked: Sendable, CustomTestStringConvertible {
        var interface: String
        var address: String
        var rank: Int
        var testDescription: String { "\(interface) \(address)" }
    }

    @Test(arguments: [
        Ranked(interface: "eth0", address: "192.168.1.20", rank: 0),
        Ranked(interface: "wlan0", address: "10.0.0.7", rank: 0),
        Ranked(interface: "enp3s0", address: "172.16.0.1", rank: 0),
        Ranked(interface: "enp3s0", address: "172.31.255.254", rank: 0),
        Ranked(interface: "eth0", address: "172.15.0.1", rank: 1),
        Ranked(interface: "eth0", address: "172.32.0.1", rank: 1),
        Ranked(interface: "eth0", address: "192.169.0.1", rank: 1),
        Ranked(interface: "eth0", address: "203.0.113.5", rank: 1),
        Ranked(interface: "eth0", address: "169.254.10.1", rank: 3),
        Ranked(interface: "docker0", address: "172.17.0.1", rank: 4),
        Ranked(interface: "br-1a2b3c", address: "172.18.0.1", rank: 4),
        Ranked(interface: "veth9f8e", address: "10.1.0.1", rank: 4),
        Ranked(interface: "virbr0", address: "192.168.122.1", rank: 4),
        Ranked(interface: "vboxnet0", address: "192.168.56.1", rank: 4),
        Ranked(interface: "lxdbr0", address: "10.10.10.1", rank: 4),
        Ranked(interface: "cni0", address: "10.88.0.1", rank: 4),
        Ranked(interface: "flannel.1", address: "10.244.0.0", rank: 4),
        Ranked(interface: "docker0", address: "8.8.4.4", rank: 5),
        Ranked(interface: "veth0", address: "169.254.3.3", rank: 7),
        Ranked(interface: "eth0", address: "10.0.0", rank: 1),
        Ranked(interface: "eth0", address: "10..0.1", rank: 1),
    ])
    func ranksPrivateFirstAndVirtualAndLinkLocalLast(_ example: Ranked) {
        #expect(LANAddress.rank(interface: example.interface, address: example.address) == example.rank)
    }

    static let loopback = NetworkInterface(name: "lo", ipv4: "127.0.0.1", isLoopback: true)

    struct Choice: Sendable, CustomTestStringConvertible {
        var name: String
        var interfaces: [NetworkInterface]?
        var hostname: String? = "studio"
        var expected: LANAddress
        var testDescription: String { name }
    }

    static let choices: [Choice] = [
        Choice(
            name: "the LAN address over a container bridge listed first",
            interfaces: [
                loopback, NetworkInterface(name: "docker0", ipv4: "172.17.0.1"),
                NetworkInterface(name: "eth0", ipv4: "192.168.1.20"),
            ],
            expected: .ipv4("192.168.1.20")),
        Choice(
            name: "a private address over a public one",
            interfaces: [
                NetworkInterface(name: "eth0", ipv4: "203.0.113.5"), NetworkInterface(name: "wlan0", ipv4: "10.0.0.7"),
            ],
            expected: .ipv4("10.0.0.7")),
        Choice(
            name: "the first listed among equals",
            interfaces: [
                NetworkInterface(name: "wlan0", ipv4: "10.0.0.7"), NetworkInterface(name: "eth0", ipv4: "192.168.1.20"),
            ],
            expected: .ipv4("10.0.0.7")),
        Choice(
            name: "link-local over a bridge",
            interfaces: [
                NetworkInterface(name: "veth1", ipv4: "10.1.0.1"), NetworkInterface(name: "eth0", ipv4: "169.254.7.7"),
            ],
            expected: .ipv4("169.254.7.7")),
        Choice(
            name: "a bridge when it is all there is",
            interfaces: [loopback, NetworkInterface(name: "docker0", ipv4: "172.17.0.1")],
            expected: .ipv4("172.17.0.1")),
        Choice(
            name: "loopback is never chosen, whatever its address",
            interfaces: [
                NetworkInterface(name: "lo", ipv4: "192.168.9.9", isLoopback: true),
                NetworkInterface(name: "eth0", ipv4: "203.0.113.5"),
            ],
            expected: .ipv4("203.0.113.5")),
        Choice(
            name: "an interface that is down is skipped",
            interfaces: [
                NetworkInterface(name: "eth0", ipv4: "192.168.1.20", isUp: false),
                NetworkInterface(name: "wlan0", ipv4: "203.0.113.5"),
            ],
            expected: .ipv4("203.0.113.5")),
        Choice(name: "only loopback", interfaces: [loopback], expected: .loopbackOnly),
        Choice(
            name: "only loopback and an interface that is down",
            interfaces: [loopback, NetworkInterface(name: "eth0", ipv4: "192.168.1.20", isUp: false)],
            expected: .loopbackOnly),
        Choice(name: "no interfaces at all", interfaces: [], expected: .loopbackOnly),
        Choice(
            name: "IPv6 only: the hostname",
            interfaces: [loopback, NetworkInterface(name: "eth0", ipv4: nil)], expected: .hostname("studio")),
        Choice(name: "interfaces not listed: the hostname", interfaces: nil, expected: .hostname("studio")),
        Choice(
            name: "interfaces not listed, no hostname", interfaces: nil, hostname: nil, expected: .loopbackOnly),
        Choice(
            name: "IPv6 only, hostname localhost",
            interfaces: [NetworkInterface(name: "eth0", ipv4: nil)], hostname: "localhost", expected: .loopbackOnly),
        Choice(
            name: "IPv6 only, empty hostname",
            interfaces: [NetworkInterface(name: "eth0", ipv4: nil)], hostname: "", expected: .loopbackOnly),
    ]

    @Test(arguments: choices)
    func choosesTheAddressAFriendCanReach(_ example: Choice) {
        expectNoDifference(LANAddress.choose(from: example.interfaces, hostname: example.hostname), example.expected)
    }

    @Test(arguments: [
        (LANAddress.ipv4("192.168.1.20"), "192.168.1.20"), (.hostname("studio"), "studio"),
        (.loopbackOnly, "127.0.0.1"),
    ])
    func hostIsWhatGoesInTheCommand(_ address: LANAddress, _ host: String) {
        #expect(address.host == host)
    }

    @Test func thisMachineNeverOffersLoopbackAsItsLANAddress() {
        // NB: whatever this machine's interfaces are, a 127.x address only ever shows as `loopbackOnly`.
        if case .ipv4(let address) = LANAddress.find() {
            #expect(!address.hasPrefix("127."))
            #expect(address.split(separator: ".").count == 4)
        }
    }
}
