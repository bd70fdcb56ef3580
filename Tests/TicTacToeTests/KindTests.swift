import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's kind as the catalog registers it: its names on the wire and on screen, its two seats, and its
/// traits (turns, no time, both seats to start).
@Suite struct KindTests {
    @Test func ticTacToeIsNamedAndSizedOnTheWire() throws {
        #expect(GameKind.ticTacToe.rawValue == "tic-tac-toe")
        #expect(GameKind.ticTacToe.description == "tic-tac-toe")
        #expect(GameKind.ticTacToe.displayName == "Tic-tac-toe")
        #expect(GameKind.ticTacToe.seatRange == 2...2)
        #expect(try JSON.encode(GameKind.ticTacToe) == #""tic-tac-toe""#)
        #expect(try JSON.decode(GameKind.self, from: #""tic-tac-toe""#) == .ticTacToe)
    }

    @Test func ticTacToeNeedsBothSeatsAndIsNeitherCooperativeNorTimed() {
        #expect(
            GameKind.ticTacToe.traits
                == GameTraits(
                    turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks,
                    scoring: .eachSeatForItself, playersToStart: 2, keepsTime: false))
    }
}
