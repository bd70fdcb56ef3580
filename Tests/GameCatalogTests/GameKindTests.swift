import CustomDump
import GameCatalog
import GameCore
import Testing
import TicTacToe

@Suite struct GameKindTests {
    @Test func ticTacToeIsNamedAndSizedOnTheWire() throws {
        #expect(GameKind.allCases == [.ticTacToe])
        #expect(GameKind.ticTacToe.rawValue == "tic-tac-toe")
        #expect(GameKind.ticTacToe.description == "tic-tac-toe")
        #expect(GameKind.ticTacToe.displayName == "Tic-tac-toe")
        #expect(GameKind.ticTacToe.seatRange == 2...2)
        #expect(try JSON.encode(GameKind.ticTacToe) == #""tic-tac-toe""#)
        #expect(try JSON.decode(GameKind.self, from: #""tic-tac-toe""#) == .ticTacToe)
    }

    @Test(arguments: GameKind.allCases)
    func standardSetupIsOfItsKindAndFitsItsSeats(kind: GameKind) {
        #expect(kind.standardSetup.kind == kind)
        #expect(kind.seatRange.contains(kind.standardSetup.seatCount))
    }

    @Test(arguments: [
        (#""chess""#, #"unknown game kind "chess"; known kinds: "tic-tac-toe""#),
        (#""ticTacToe""#, #"unknown game kind "ticTacToe"; known kinds: "tic-tac-toe""#),
        (#""\u001b[2J""#, #"unknown game kind "?[2J"; known kinds: "tic-tac-toe""#),
    ])
    func unknownKindIsRefusedByName(json: String, problem: String) {
        #expect(JSON.decodingProblem(GameKind.self, from: json) == problem)
    }
}
