import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import Testing
import TicTacToe

@Suite struct GameKindTests {
    @Test func ticTacToeIsNamedAndSizedOnTheWire() throws {
        #expect(TestGames.shipped.kinds == [.ticTacToe, .minesweeper])
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
        #expect(
            GameKind.minesweeper.traits
                == GameTraits(
                    turns: .everySeatAtOnce, joinsMidRound: true, nextRound: .whenAnySeatAsks, scoring: .asOneTeam,
                    playersToStart: 1, keepsTime: true))
        #expect(try JSON.decode(GameKind.self, from: #""minesweeper""#) == .minesweeper)
    }

    @Test func ticTacToeNeedsBothSeatsAndIsNeitherCooperativeNorTimed() {
        #expect(
            GameKind.ticTacToe.traits
                == GameTraits(
                    turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks,
                    scoring: .eachSeatForItself, playersToStart: 2, keepsTime: false))
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
