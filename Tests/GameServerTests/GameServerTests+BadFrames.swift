import GameServer
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

extension GameServerTests {
    /// What the server sends after an unmasked frame: 1002 with its reason, then the end of the connection.
    static func expectRefusedAsUnmasked(_ socket: RawSocket) async throws {
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1002)
        #expect(
            frame.map { String(decoding: $0.payload.dropFirst(2), as: UTF8.self) } == "client frames must be masked")
        #expect(try await socket.closedByServer(within: 5))
    }

    @Test func anUnmaskedFrameAfterTheHandshakeIsRefusedWith1002() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.sendText(WireCoder.encode(ClientMessage.ping(nonce: "bare")), masked: false)
        try await Self.expectRefusedAsUnmasked(socket)
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anUnmaskedFrameSentWithTheUpgradeRequestIsRefusedWith1002() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try RawSocket(port: server.port)
        let hello = ClientMessage.hello(protocolVersion: .current, client: "raw", clientVersion: "1")
        try await socket.upgrade(
            port: server.port, followedBy: RawSocket.frame(text: WireCoder.encode(hello), masked: false))
        try await Self.expectRefusedAsUnmasked(socket)
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aTextFrameThatIsNotUTF8IsRefusedWith1007() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.write(RawSocket.frame(payload: Array(#"{"type":"ping","nonce":""#.utf8) + [0xC3, 0x28, 0x22, 0x7D]))
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1007)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aMessageOverTheLimitInSmallFragmentsIsRefusedWith1009() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        let half = [UInt8](repeating: 0x20, count: 3_000)
        try socket.write(
            RawSocket.frame(fin: false, payload: half) + RawSocket.frame(opcode: 0x0, fin: true, payload: half))
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1009)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// `frame` with the reserved bits `bits` (0x40, 0x20, 0x10) set.
    static func withReservedBits(_ bits: UInt8, _ frame: [UInt8]) -> [UInt8] {
        [frame[0] | bits] + frame.dropFirst()
    }

    /// A data frame, a ping or a pong with a reserved bit set (no extension is agreed on), a fragmented control
    /// frame and a control frame longer than 125 bytes: each refused with 1002, then the socket is closed.
    @Test(arguments: [
        withReservedBits(0x40, RawSocket.frame(text: "{}")),
        withReservedBits(0x40, RawSocket.frame(opcode: 0x9, payload: Array("p".utf8))),
        withReservedBits(0x10, RawSocket.frame(opcode: 0x9, payload: [])),
        withReservedBits(0x20, RawSocket.frame(opcode: 0xA, payload: Array("p".utf8))),
        RawSocket.frame(opcode: 0x9, fin: false, payload: Array("ping".utf8)),
        RawSocket.frame(opcode: 0x9, payload: [UInt8](repeating: 0x61, count: 126)),
        RawSocket.frame(opcode: 0x8, payload: [0x03, 0xE8] + [UInt8](repeating: 0x61, count: 124)),
    ])
    func aFrameBreakingTheFramingRulesIsRefusedWith1002(bytes: [UInt8]) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.write(bytes)
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1002)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// The longest ping a control frame can carry is answered whole; a message of exactly the frame limit, in a
    /// frame with a 16-bit length, is read.
    @Test func framesAtTheLimitsAreRead() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        let ping = [UInt8](repeating: 0x62, count: 125)
        try socket.write(RawSocket.frame(opcode: 0x9, payload: ping))
        #expect(try await socket.nextFrame() == RawSocket.Frame(opcode: 0xA, payload: ping))
        let message = Array(WireCoder.encode(ClientMessage.ping(nonce: "limit")).utf8)
        let padded = message + [UInt8](repeating: 0x20, count: 4_096 - message.count)
        try socket.write(RawSocket.frame(payload: padded))
        let answer = try #require(try await socket.nextFrame())
        #expect(
            try WireCoder.decode(ServerMessage.self, from: answer.text, games: TestGames.all) == .pong(nonce: "limit"))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
