import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe hides nothing, so no viewer's view holds a fact another's lacks, at any point of a game (the
/// protocol's tests check every game at the start of a round).
@Suite struct ViewPrivacyTests {
    static let games = ["", "b2", "b2 a1 c3", "a1 a2 b1 b2 c1", "a1 b2 c3 b1 b3 a3 c1 c2 a2"]

    @Test(arguments: games)
    func noViewLeaks(moves: String) throws {
        let squares = moves.split(separator: " ").map { Square(name: String($0))! }
        let game = AnyGame.ticTacToe(try TicTacToe(replaying: squares))
        #expect(try ViewPrivacy.leaks(in: game) == [], "tic-tac-toe \"\(moves)\"")
    }
}
