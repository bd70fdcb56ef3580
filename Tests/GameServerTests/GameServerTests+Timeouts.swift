import GameServer
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    @Test func aClientThatNeverAnswersPingsIsClosedAfterAboutTwoIntervals() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.pingIntervalSeconds = 1 }
        let clock = ContinuousClock()
        let socket = try await Self.greetedRawSocket(port: server.port)
        let greeted = clock.now
        var frames: [RawSocket.Frame] = []
        while let frame = try await socket.nextFrame(within: 10) {
            frames.append(frame)
            if frame.opcode == 0x8 { break }
        }
        let waited = clock.now - greeted
        #expect(frames.map(\.opcode) == [0x9, 0x8], "pings then a close")
        #expect(frames.last?.closeCode == 1001)
        #expect(frames.last.map { String(decoding: $0.payload.dropFirst(2), as: UTF8.self) } == "Ping timeout")
        #expect(waited > .milliseconds(1_500) && waited < .seconds(4), "\(waited)")
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aClientThatAnswersPingsStaysConnected() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.pingIntervalSeconds = 1 }
        let peer = try await Peer.greeted(port: server.port)
        try await Task.sleep(for: .milliseconds(3_500))
        peer.send(.ping(nonce: "still here"))
        #expect(try await peer.next() == .pong(nonce: "still here"))
        peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test(arguments: ["", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"])
    func aConnectionThatNeverCompletesItsUpgradeIsClosed(sent: String) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.upgradeTimeoutSeconds = 1 }
        let clock = ContinuousClock()
        let socket = try RawSocket(port: server.port)
        let connected = clock.now
        if !sent.isEmpty { try socket.write(Array(sent.utf8)) }
        #expect(try await socket.closedByServer(within: 5))
        let waited = clock.now - connected
        #expect(waited > .milliseconds(900) && waited < .seconds(3), "\(waited)")
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anUpgradedConnectionOutlivesTheUpgradeDeadline() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.upgradeTimeoutSeconds = 1 }
        let peer = try await Peer.greeted(port: server.port)
        try await Task.sleep(for: .milliseconds(2_000))
        peer.send(.ping(nonce: "still here"))
        #expect(try await peer.next() == .pong(nonce: "still here"))
        peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
