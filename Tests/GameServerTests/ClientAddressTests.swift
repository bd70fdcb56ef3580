import NIOCore
import Testing

@testable import GameServer

/// The address a connection is counted under: the peer's, or behind a trusted proxy the right-most forwarded
/// address that is not a trusted proxy.
@Suite struct ClientAddressTests {
    static let proxy = try! SocketAddress(ipAddress: "127.0.0.1", port: 40_000)
    static let stranger = try! SocketAddress(ipAddress: "198.51.100.4", port: 40_000)

    @Test(
        arguments: [
            // NB: forwarding headers from a peer that is not a trusted proxy are the client's own words.
            (stranger, ["203.0.113.7"], [], "198.51.100.4"),
            (proxy, ["203.0.113.7"], [], "203.0.113.7"),
            (proxy, ["198.51.100.1, 203.0.113.7"], [], "203.0.113.7"),
            (proxy, ["198.51.100.1", "203.0.113.7"], [], "203.0.113.7"),
            // NB: a second trusted proxy in the chain is skipped.
            (proxy, ["203.0.113.7, 192.0.2.99"], [], "203.0.113.7"),
            (proxy, ["192.0.2.99"], [], "192.0.2.99"),
            (proxy, [], ["for=192.0.2.60;proto=http;by=203.0.113.43"], "192.0.2.60"),
            (proxy, [], ["for=\"[2001:db8:cafe::17]:4711\", for=192.0.2.99"], "2001:db8:cafe::17"),
            (proxy, ["203.0.113.7:5555"], ["for=192.0.2.60"], "203.0.113.7"),
            (proxy, [], [], "127.0.0.1"),
            (proxy, [" , "], [], "127.0.0.1"),
        ] as [(SocketAddress, [String], [String], String)])
    func resolves(peer: SocketAddress, forwardedFor: [String], forwarded: [String], expected: String) {
        let trusted: Set = ["127.0.0.1", "192.0.2.99"]
        #expect(
            ClientAddress.resolve(peer: peer, forwardedFor: forwardedFor, forwarded: forwarded, trustedProxies: trusted)
                == expected)
    }

    @Test func addressesAreSpelledOneWay() {
        #expect(ClientAddress.normalized("0:0::1") == "::1")
        #expect(ClientAddress.normalized("[::1]:80") == "::1")
        #expect(ClientAddress.normalized("\"192.0.2.1:80\"") == "192.0.2.1")
        #expect(ClientAddress.normalized("_Hidden") == "_hidden")
    }

    @Test func aLimiterCountsEachAddressInItsWindow() {
        let now = Clock()
        let limiter = AddressLimiter(limit: 2, window: .seconds(60)) { now.nanoseconds }
        #expect(
            [limiter.admit("a"), limiter.admit("a"), limiter.admit("a"), limiter.admit("b")] == [
                true, true, false, true,
            ])
        now.nanoseconds += 59_000_000_000
        #expect(!limiter.admit("a"))
        now.nanoseconds += 1_000_000_000
        #expect(limiter.admit("a"))
    }

    final class Clock: @unchecked Sendable {
        // NB: @unchecked: one test's thread only.
        var nanoseconds: Int64 = 1_000
    }
}
