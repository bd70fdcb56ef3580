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

    // NB: the executable's registry, in its order, is what an unknown kind's refusal lists to a player.
    @Test func ticTacToeIsTheFirstShippedGame() {
        #expect(TestGames.shipped.kinds.first == .ticTacToe)
        #expect(
            JSON.decodingProblem(GameKind.self, from: #""chess""#, games: TestGames.shipped)?
                .hasPrefix(#"unknown game kind "chess"; known kinds: "tic-tac-toe", "#) == true)
    }

    @Test func ticTacToeNeedsBothSeatsAndIsNeitherCooperativeNorTimed() {
        #expect(
            GameKind.ticTacToe.traits
                == GameTraits(
                    turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks,
                    scoring: .eachSeatForItself, playersToStart: 2, keepsTime: false))
    }
}
