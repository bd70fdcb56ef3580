import Foundation
import GameCatalog
import TestGames
import Testing
import TicTacToe

@testable import WireProtocol

/// The canonical tic-tac-toe move is read without the general reader; these hold both readers to the same message
/// for every frame the short path takes, and check that any other frame falls through to the general reader.
@Suite struct CanonicalMoveTests {
    static let moves: [ClientMessage] = [
        ("m1", 0, 0, 0), ("m12", 7, 1, 2), ("a-Z_09.:x", 123_456_789, 2, 2),
        (String(repeating: "z", count: 64), 3, 2, 0),
        ("0", 999_999_999_999_999_999, 1, 1), ("m2", 5, 7, 9), ("m3", 10, 12, 34),
    ].map { id, seen, row, column in
        ClientMessage.move(
            move: .ticTacToe(.mark(Square(row: row, column: column))), clientMoveID: try! ClientMoveID(id),
            lastSeenSequence: seen)
    }

    @Test(arguments: moves)
    func theCanonicalFrameOfAMoveIsReadWithoutTheGeneralReader(message: ClientMessage) throws {
        let bytes = Array(WireCoder.encode(message).utf8)
        #expect(ClientMessage.canonicalMove(bytes, games: TestGames.all) == message)
        #expect(try WireCoder.decodeInFull(ClientMessage.self, fromUTF8: bytes, games: TestGames.all) == message)
        #expect(try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all) == message)
    }

    static let canonical =
        #"{"clientMoveID":"m1","lastSeenSequence":4,"move":{"kind":"tic-tac-toe","mark":{"square":{"column":1,"row":2}}},"type":"move"}"#

    /// Frames near the canonical one that the short path must leave to the general reader: valid ones with spaces,
    /// other key orders or extra fields, and invalid ones with leading zeros, signs, fractions, bad IDs or junk.
    static let others: [String] = [
        canonical.replacingOccurrences(of: ",", with: ", "),
        canonical.replacingOccurrences(of: #""lastSeenSequence":4"#, with: #""lastSeenSequence":04"#),
        canonical.replacingOccurrences(of: #""lastSeenSequence":4"#, with: #""lastSeenSequence":-4"#),
        canonical.replacingOccurrences(of: #""lastSeenSequence":4"#, with: #""lastSeenSequence":4.0"#),
        canonical.replacingOccurrences(of: #""lastSeenSequence":4"#, with: #""lastSeenSequence":4e0"#),
        canonical.replacingOccurrences(of: #""lastSeenSequence":4"#, with: #""lastSeenSequence":12345678901234567890"#),
        canonical.replacingOccurrences(of: #""column":1"#, with: #""column":01"#),
        canonical.replacingOccurrences(of: #""row":2"#, with: #""row":-2"#),
        canonical.replacingOccurrences(of: #""m1""#, with: #""m\u0031""#),
        canonical.replacingOccurrences(of: #""m1""#, with: #""""#),
        canonical.replacingOccurrences(of: #""m1""#, with: #""m 1""#),
        canonical.replacingOccurrences(of: #""m1""#, with: #""\(String(repeating: "y", count: 65))""#),
        canonical.replacingOccurrences(of: #""type":"move""#, with: #""type":"move","x":1"#),
        canonical + " ",
        canonical + "}",
        String(canonical.dropLast()),
        #"{"type":"move","clientMoveID":"m1","lastSeenSequence":4,"move":{"kind":"tic-tac-toe","mark":{"square":{"column":1,"row":2}}}}"#,
    ]

    @Test(arguments: others)
    func anyOtherFrameTakesTheGeneralReader(text: String) {
        let bytes = Array(text.utf8)
        #expect(ClientMessage.canonicalMove(bytes, games: TestGames.all) == nil)
        let full = Result { () throws(ProtocolError) in
            try WireCoder.decodeInFull(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
        }
        let either = Result { () throws(ProtocolError) in
            try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
        }
        #expect(either == full)
    }
}
