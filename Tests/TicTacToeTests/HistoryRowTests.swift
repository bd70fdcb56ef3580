import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Testing
import TicTacToe
import WireProtocol

/// A tic-tac-toe round in the history table, in the game's own words: its name and the winner by mark.
struct HistoryRowTests {
    @Test func aWonRoundNamesTheWinnersMarkAndName() throws {
        var game = TicTacToe(starter: Seat(0))
        for (index, name) in ["a1", "b2", "b1", "c3", "c1"].enumerated() {
            try game.apply(.mark(.named(name)), by: Seat(index % 2))
        }
        let online = FinishedGame(
            gameID: try GameID("K7MZ2QHD"), round: 2, setup: .ticTacToe(TicTacToeOptions()),
            players: ["Ada", "Bob"].map { try! PlayerName($0) }, startedAt: 1_795_304_000_000,
            duration: GameTime(milliseconds: 41_250), outcome: .won(by: [Seat(0)]), finalView: .ticTacToe(game))
        expectNoDifference(
            HistoryTable.lines(for: [online]) { "t\($0 / 1_000_000 % 10)" },
            [
                "Started  Game         Where        Players   Time  Outcome",
                "t4       Tic-tac-toe  K7MZ2QHD #2  Ada, Bob  0:41  X (Ada) won",
            ])
    }
}
