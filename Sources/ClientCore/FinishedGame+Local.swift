import GameCatalog
public import GameCore
import Minesweeper
import TicTacToe
public import WireProtocol

extension FinishedGame {
    /// The board `match` just finished, for the local history: `nil` while the board goes on or before its
    /// first reveal. `wallClockOrigin` is the Unix millisecond at which the match's `GameTime` was zero.
    public static func local(_ match: MinesweeperMatch, wallClockOrigin: Int64) -> FinishedGame? {
        guard let outcome = match.view.outcome, let start = match.view.startedAt else { return nil }
        return FinishedGame(
            gameID: nil, round: match.board,
            setup: .minesweeper(MinesweeperSetup(options: match.options, maxPlayers: match.players.count)),
            players: match.players.map(playerName), startedAt: wallClockOrigin + start.milliseconds,
            duration: match.elapsed, outcome: outcome, finalView: .minesweeper(match.view))
    }

    /// The tic-tac-toe round `match` just finished, whose first move was made at `start` and its last at `end`
    /// (times of the match's clock, whose zero is the Unix millisecond `wallClockOrigin`); `nil` while it goes on.
    public static func local(_ match: LocalMatch, from start: GameTime, to end: GameTime, wallClockOrigin: Int64)
        -> FinishedGame?
    {
        guard let outcome = match.game.outcome else { return nil }
        return FinishedGame(
            gameID: nil, round: match.round, setup: .ticTacToe(TicTacToeOptions()),
            players: match.players.map { playerName($0.name) }, startedAt: wallClockOrigin + start.milliseconds,
            duration: GameTime(milliseconds: max(0, end.milliseconds - start.milliseconds)), outcome: outcome,
            finalView: .ticTacToe(match.game))
    }

    /// The round `table` just finished, from its start to `end` (times of the loop's clock, whose zero is the Unix
    /// millisecond `wallClockOrigin`), with everything the round hid shown; `nil` while it goes on.
    public static func local(_ table: LocalTable, at end: GameTime, wallClockOrigin: Int64) -> FinishedGame? {
        guard let outcome = table.game.outcome else { return nil }
        let start = table.roundStartedAt
        return FinishedGame(
            gameID: nil, round: table.round, setup: table.setup, players: table.names.map(playerName),
            startedAt: wallClockOrigin + start.milliseconds,
            duration: GameTime(milliseconds: max(0, end.milliseconds - start.milliseconds)), outcome: outcome,
            finalView: table.game.view(for: .spectator))
    }

    /// `name` as the protocol's player name, or "Player" when nothing of it is printable.
    private static func playerName(_ name: String) -> PlayerName {
        (try? PlayerName(name)) ?? (try? PlayerName(String(name.prefix(PlayerName.maxCharacters))))
            ?? Self.fallbackName
    }

    // NB: a constant that passes PlayerName's rules; the force is checked by the history tests.
    private static let fallbackName = try! PlayerName("Player")
}
