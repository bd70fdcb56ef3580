import NIOCore
import TestGames
import Testing
import WireProtocol

@testable import parlor_bench

/// The generator writes its messages by hand, so each must be exactly what Parlor's own encoder writes.
@Suite struct ClientTextTests {
    static let messages: [(String, String)] = [
        ("hello", ClientText.hello),
        ("createRoom", ClientText.createRoom(name: "A7")),
        ("join", ClientText.join("K7MZ2QHD", name: "B7")),
        ("watch", ClientText.watch("K7MZ2QHD")),
        ("offerRematch", ClientText.offerRematch),
        ("move", Self.move(moveID: 1234, lastSeen: 56, square: 5)),
        ("move, first", Self.move(moveID: 1, lastSeen: 0, square: 0)),
    ]

    @Test(arguments: messages)
    func isCanonical(_ name: String, _ text: String) throws {
        let decoded = try WireCoder.decode(ClientMessage.self, from: text, games: TestGames.all)
        #expect(WireCoder.encode(decoded) == text, "\(name)")
    }

    @Test func moveNamesTheSquareRowByRow() throws {
        let decoded = try WireCoder.decode(
            ClientMessage.self, from: Self.move(moveID: 9, lastSeen: 3, square: 5), games: TestGames.all)
        let expected = try WireCoder.decode(
            ClientMessage.self,
            from: #"{"clientMoveID":"m9","lastSeenSequence":3,"move":{"kind":"tic-tac-toe","#
                + #""mark":{"square":{"column":2,"row":1}}},"type":"move"}"#, games: TestGames.all)
        #expect(decoded == expected)
    }

    private static func move(moveID: Int, lastSeen: Int, square: Int) -> String {
        var buffer = ByteBuffer()
        ClientText.writeMove(into: &buffer, moveID: moveID, lastSeen: lastSeen, square: square)
        return String(buffer: buffer)
    }
}
