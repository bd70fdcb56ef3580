import GameCatalog
public import GameCore
public import WireProtocol

extension FinishedGame {
    /// The round `table` just finished, from its first move (its start when it had none) to `end` (times of the
    /// loop's clock, whose zero is the Unix millisecond `wallClockOrigin`), with everything the round hid shown;
    /// `nil` while it goes on.
    public static func local(_ table: LocalTable, at end: GameTime, wallClockOrigin: Int64) -> FinishedGame? {
        guard let outcome = table.game.outcome else { return nil }
        let start = table.firstMoveAt ?? table.roundStartedAt
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
