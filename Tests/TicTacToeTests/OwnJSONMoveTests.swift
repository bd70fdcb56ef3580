import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's moves write their own JSON, found through the game (no runtime conformance lookup on every move),
/// byte for byte as `Encodable` writes them; a game without a writer says so and writes nothing.
@Suite struct OwnJSONMoveTests {
    @Test(arguments: [Square.centre, Square(row: 0, column: 2)])
    func aMarkWritesItsOwnJSONAsEncodableDoes(square: Square) throws {
        let move = AnyMove(TicTacToe.self, .mark(square))
        #expect(move.hasOwnJSON)
        var bytes: [UInt8] = []
        #expect(move.writeOwnJSON(into: &bytes))
        #expect(String(decoding: bytes, as: UTF8.self) == (try JSON.encode(move)))
    }

    @Test func aMoveOfAGameWithoutAWriterWritesNothing() {
        let move = AnyMove(PressRace.self, .press)
        #expect(!move.hasOwnJSON)
        var bytes: [UInt8] = []
        #expect(!move.writeOwnJSON(into: &bytes))
        #expect(bytes.isEmpty)
    }
}
