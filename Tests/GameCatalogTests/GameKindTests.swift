import CustomDump
import GameCatalog
import GameCore
import Testing
import TicTacToe

@Suite struct GameKindTests {
    @Test func ticTacToeIsNamedAndSizedOnTheWire() throws {
        #expect(GameKind.allCases == [.ticTacToe, .minesweeper])
        #expect(GameKind.ticTacToe.rawValue == "tic-tac-toe")
        #expect(GameKind.ticTacToe.description == "tic-tac-toe")
        #expect(GameKind.ticTacToe.displayName == "Tic-tac-toe")
        #expect(GameKind.ticTacToe.seatRange == 2...2)
        #expect(try JSON.encode(GameKind.ticTacToe) == #""tic-tac-toe""#)
        #expect(try JSON.decode(GameKind.self, from: #""tic-tac-toe""#) == .ticTacToe)
    }

    @Test func minesweeperIsACooperativeTimedGameForOneToSixteen() throws {
        #expect(GameKind.minesweeper.rawValue == "minesweeper")
        #expect(GameKind.minesweeper.displayName == "Minesweeper")
        #expect(GameKind.minesweeper.seatRange == 1...16)
        #expect(GameKind.minesweeper.minimumPlayers == 1)
        #expect(GameKind.minesweeper.isCooperative && GameKind.minesweeper.isTimed)
        #expect(try JSON.decode(GameKind.self, from: #""minesweeper""#) == .minesweeper)
    }

    @Test func ticTacToeNeedsBothSeatsAndIsNeitherCooperativeNorTimed() {
        #expect(GameKind.ticTacToe.minimumPlayers == 2)
        #expect(!GameKind.ticTacToe.isCooperative && !GameKind.ticTacToe.isTimed)
    }

    @Test(arguments: GameKind.allCases)
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
