import Foundation
import GameCatalog
import GameCore
import GameServer
import ServerTestSupport
import Testing
import WireProtocol

/// Limits per client address, which a flooder does not reset by reconnecting: WebSocket handshakes (refused with
/// HTTP 429 and a sentence saying why) and rooms created (refused with `tooManyRooms`); behind a trusted proxy the
/// address is the one it forwarded.
extension GameServerTests {
    /// The status line and body of the server's answer to a WebSocket upgrade with `headers` added.
    static func upgrade(port: Int, headers: [String] = []) async throws -> (status: String, body: String) {
        let socket = try RawSocket(port: port)
        defer { socket.close() }
        var request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        for header in headers { request += header + "\r\n" }
        try socket.write(Array((request + "\r\n").utf8))
        var reply = ""
        // NB: a refusal's head and body may come in two reads; a 101 comes alone.
        while true {
            let bytes = try socket.read()
            reply += String(decoding: bytes, as: UTF8.self)
            if bytes.isEmpty || reply.hasPrefix("HTTP/1.1 101")
                || reply.contains("\r\n\r\n") && !reply.hasSuffix("\r\n\r\n")
            {
                break
            }
        }
        let parts = reply.components(separatedBy: "\r\n\r\n")
        return (parts[0].components(separatedBy: "\r\n")[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    @Test func handshakesPerAddressAreLimitedWithA429ThatSaysWhy() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.maxHandshakesPerMinute = 3 }
        var peers: [Peer] = []
        for _ in 0..<3 { peers.append(try await Peer.greeted(port: server.port)) }
        let refused = try await Self.upgrade(port: server.port)
        #expect(refused.status == "HTTP/1.1 429 Too Many Requests")
        #expect(refused.body.contains("Too many connections from 127.0.0.1: at most 3 a minute."), "\(refused.body)")
        // NB: the forwarding header of a peer that is not a trusted proxy is the client's own word: ignored.
        let spoofed = try await Self.upgrade(port: server.port, headers: ["X-Forwarded-For: 203.0.113.9"])
        #expect(spoofed.status == "HTTP/1.1 429 Too Many Requests")
        // NB: connections already open are not touched.
        peers[0].send(.ping(nonce: "still here"))
        #expect(try await peers[0].next() == .pong(nonce: "still here"))
        for peer in peers { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func behindATrustedProxyTheForwardedAddressIsCounted() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { configuration in
            configuration.maxHandshakesPerMinute = 2
            configuration.trustedProxies = ["127.0.0.1"]
        }
        let port = server.port
        for _ in 0..<2 {
            #expect(
                try await Self.upgrade(port: port, headers: ["X-Forwarded-For: 203.0.113.7"]).status.hasSuffix(
                    "101 Switching Protocols"))
        }
        let refused = try await Self.upgrade(port: port, headers: ["X-Forwarded-For: 203.0.113.7"])
        #expect(refused.status == "HTTP/1.1 429 Too Many Requests")
        #expect(refused.body.contains("203.0.113.7"), "\(refused.body)")
        // NB: what the client wrote itself is left of what the proxy appended, so it changes nothing.
        let prefixed = try await Self.upgrade(port: port, headers: ["X-Forwarded-For: 198.51.100.1, 203.0.113.7"])
        #expect(prefixed.status == "HTTP/1.1 429 Too Many Requests")
        let forwarded = try await Self.upgrade(port: port, headers: ["Forwarded: for=\"203.0.113.7:4711\";proto=http"])
        #expect(forwarded.status == "HTTP/1.1 429 Too Many Requests")
        // NB: another client behind the same proxy has its own count, and so has the proxy itself.
        let other = try await Self.upgrade(port: port, headers: ["X-Forwarded-For: 203.0.113.7, 198.51.100.2"])
        #expect(other.status.hasSuffix("101 Switching Protocols"))
        #expect(try await Self.upgrade(port: port).status.hasSuffix("101 Switching Protocols"))
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func roomsCreatedPerAddressAreLimitedWithTooManyRooms() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.maxRoomsPerMinute = 2 }
        let ada = try await Peer.greeted(port: server.port)
        let bob = try await Peer.greeted(port: server.port)
        let cy = try await Peer.greeted(port: server.port)
        let (adaRoom, _, _) = try await ada.createRoom(as: "Ada")
        _ = try await bob.createRoom(as: "Bob")
        cy.send(.createRoom(setup: Peer.setup, name: try PlayerName("Cy")))
        #expect(try await cy.nextError() == .tooManyRooms(limit: 2, seconds: 60, inReplyTo: .createRoom))
        // NB: a quick match with no room waiting would create one: refused alike.
        cy.send(.quickMatch(kind: Peer.setup.kind, name: try PlayerName("Cy")))
        #expect(try await cy.nextError() == .tooManyRooms(limit: 2, seconds: 60, inReplyTo: .quickMatch))
        // NB: joining is not creating.
        let (seat, _, _) = try await cy.join(adaRoom, as: "Cy")
        #expect(seat == Seat(1))
        for peer in [ada, bob, cy] { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
