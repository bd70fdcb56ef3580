/// One address of one network interface, as getifaddrs(3) lists it: what `LANAddress.choose` ranks.
public struct NetworkInterface: Hashable, Sendable {
    /// The interface's name, such as `eth0`, `wlan0` or `docker0`.
    public var name: String
    /// The address in dotted form when it is IPv4, else `nil` (an IPv6 or link-layer entry).
    public var ipv4: String?
    /// Whether the interface is up.
    public var isUp: Bool
    /// Whether it is the loopback interface, which nobody else can reach.
    public var isLoopback: Bool

    /// An entry of the interface `name`; up and not loopback unless told.
    public init(name: String, ipv4: String?, isUp: Bool = true, isLoopback: Bool = false) {
        self.name = name
        self.ipv4 = ipv4
        self.isUp = isUp
        self.isLoopback = isLoopback
    }
}
