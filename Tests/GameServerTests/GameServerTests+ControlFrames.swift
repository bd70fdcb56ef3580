import GameServer
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

extension GameServerTests {
    @Test func aPingIsAnsweredWithAPongCarryingItsPayload() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.write(RawSocket.frame(opcode: 0x9, payload: Array("are you there".utf8)))
        let frame = try await socket.nextFrame()
        #expect(frame?.opcode == 0xA)
        #expect(frame?.text == "are you there")
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// Close payloads a client may send, and the code the server answers with: the client's own code when an
    /// endpoint may send it (1000-1003, 1007-1011, 3000-4999), 1000 for none; 1002 for a payload of one byte, a
    /// reason that is not UTF-8, or a code no endpoint may send (1005, 1015, an unassigned one below 3000, 5000).
    static let closes: [(sent: [UInt8], answer: UInt16)] = [
        ([0x03, 0xE8] + Array("bye".utf8), 1000),
        ([], 1000),
        ([0x03, 0xE9], 1001),
        ([0x03, 0xE9] + Array("tab closed".utf8), 1001),
        ([0x03, 0xF3], 1011),
        ([0x0B, 0xB9], 3001),
        ([0x0F, 0xA0], 4000),
        ([0x13, 0x87], 4999),
        ([0x03], 1002),
        ([0x03, 0xE8, 0xC3, 0x28], 1002),
        ([0x03, 0xED], 1002),
        ([0x03, 0xF7], 1002),
        ([0x0B, 0xB7], 1002),
        ([0x13, 0x88], 1002),
    ]

    @Test(arguments: closes)
    func aCloseFromTheClientIsAnsweredThenTheSocketCloses(sent: [UInt8], answer: UInt16) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.write(RawSocket.frame(opcode: 0x8, payload: sent))
        let frame = try await socket.nextFrame()
        #expect(frame?.opcode == 0x8)
        #expect(frame?.closeCode == answer)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aMessageInFragmentsIsPutTogether() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        let ping = Array(WireCoder.encode(ClientMessage.ping(nonce: "in three parts")).utf8)
        try socket.write(
            RawSocket.frame(fin: false, payload: Array(ping[..<5]))
                + RawSocket.frame(opcode: 0x9, payload: [])
                + RawSocket.frame(opcode: 0x0, fin: false, payload: Array(ping[5..<12]))
                + RawSocket.frame(opcode: 0x0, fin: true, payload: Array(ping[12...])))
        #expect(try await socket.nextFrame()?.opcode == 0xA)
        let answer = try #require(try await socket.nextFrame())
        #expect(
            try WireCoder.decode(ServerMessage.self, from: answer.text, games: TestGames.all)
                == .pong(nonce: "in three parts"))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test(arguments: [
        RawSocket.frame(opcode: 0x0, payload: Array("orphan".utf8)),
        RawSocket.frame(fin: false, payload: Array("{".utf8)) + RawSocket.frame(payload: Array("{}".utf8)),
        RawSocket.frame(opcode: 0x3, payload: []),
    ])
    func aFrameOutOfOrderOrOfAReservedOpcodeIsRefusedWith1002(frames: [UInt8]) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        try socket.write(frames)
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1002)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aPeerThatEndsItsSideWithoutACloseFrameIsClosed() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        socket.shutDownWriting()
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1000)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
