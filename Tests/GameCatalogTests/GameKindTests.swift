import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import Testing
import TicTacToe

@Suite struct GameKindTests {
    // NB: the executable's registry, in its order, is what an unknown kind's refusal lists.
    @Test func theShippedGamesAreTheExecutablesInItsOrder() {
        #expect(TestGames.shipped.kinds == [.ticTacToe, .minesweeper])
    }

    @Test(arguments: TestGames.all.kinds)
    func standardSetupIsOfItsKindAndFitsItsSeats(kind: GameKind) {
        #expect(kind.standardSetup.kind == kind)
        #expect(kind.seatRange.contains(kind.standardSetup.seatCount))
    }

    @Test(arguments: [
        (#""chess""#, #"unknown game kind "chess"; known kinds: "tic-tac-toe", "minesweeper""#),
        (#""ticTacToe""#, #"unknown game kind "ticTacToe"; known kinds: "tic-tac-toe", "minesweeper""#),
        (#""\u001b[2J""#, #"unknown game kind "?[2J"; known kinds: "tic-tac-toe", "minesweeper""#),
    ])
    func unknownKindIsRefusedByName(json: String, problem: String) {
        #expect(JSON.decodingProblem(GameKind.self, from: json) == problem)
    }
}
