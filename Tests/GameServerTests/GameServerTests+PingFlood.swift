import GameServer
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

extension GameServerTests {
    /// A ping's 125-byte payload (the longest a control frame carries) that says which ping it is.
    static func floodPing(_ index: Int) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: index >> ((3 - $0) * 8)) } + [UInt8](repeating: 0x70, count: 121)
    }

    /// Which ping a pong answers, from its payload.
    static func floodPingIndex(_ payload: [UInt8]) -> Int {
        payload.prefix(4).reduce(0) { $0 << 8 | Int($1) }
    }

    /// A peer that pings on and on and never reads: once its socket is full, the server holds at most one pong and
    /// keeps only the latest ping instead of a pong for each (RFC 6455 §5.5.3), so it holds no more for however
    /// many pings come. The pongs that arrive are no more than the kernel's buffers could take, answer pings in the
    /// order they came, and the last one answers the last ping, once the peer reads; messages are still answered.
    @Test func aPeerThatPingsWithoutReadingGetsOnlyTheLatestPingAnsweredOnceItsSocketIsFull() async throws {
        let database = try TestServer.temporaryDatabase()
        // NB: the server's own ping is not under test: an unanswered one would close the connection.
        let server = try await TestServer.start(database: database) { $0.pingIntervalSeconds = 3_600 }
        let socket = try await Self.greetedRawSocket(port: server.port, receiveBufferBytes: 1_024, segmentBytes: 536)
        // NB: about 13 MB of pongs if each ping were answered: several times what the kernel's buffers hold at most
        // (the server's send buffer grows to 4 MB at most, tcp_wmem).
        let pings = 100_000
        let batch = 500
        for start in stride(from: 0, to: pings, by: batch) {
            try socket.write(
                (start..<(start + batch)).flatMap { RawSocket.frame(opcode: 0x9, payload: Self.floodPing($0)) })
        }
        try socket.sendText(WireCoder.encode(ClientMessage.ping(nonce: "after the flood")))
        var answered: [Int] = []
        var messages: [ServerMessage] = []
        while messages.isEmpty || answered.last != pings - 1 {
            let frame = try #require(try await socket.nextFrame(within: 10), "closed after \(answered.count) pongs")
            switch frame.opcode {
            case 0xA:
                #expect(frame.payload.count == 125)
                answered.append(Self.floodPingIndex(frame.payload))
            case 0x1:
                messages.append(try WireCoder.decode(ServerMessage.self, from: frame.text, games: TestGames.all))
            default:
                throw Unexpected("frame \(frame.opcode): \(frame.text)")
            }
        }
        #expect(messages == [.pong(nonce: "after the flood")])
        #expect(answered.count < pings / 2, "\(answered.count) pongs for \(pings) pings")
        #expect(zip(answered, answered.dropFirst()).allSatisfy { $0 < $1 }, "pongs out of order")
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
