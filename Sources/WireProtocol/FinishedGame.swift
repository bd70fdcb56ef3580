public import GameCatalog
public import GameCore

/// One finished round, as `parlor history` lists it: the server derives these from a room's stored records, and
/// the local history store keeps them for local games.
///
/// On the wire (inside `history`): `{"duration": 83000, "finalView": {…}, "gameID": "K7MZ2QHD",
/// "outcome": {…}, "players": ["Ada", "Bob"], "round": 1, "setup": {…}, "startedAt": 1795305600000}`.
public struct FinishedGame: Hashable, Sendable, Codable {
    /// The room it was played in; `nil` for a local game.
    public var gameID: GameID?
    /// The round, from 1.
    public var round: Int
    /// The game and its options.
    public var setup: GameSetup
    /// The players by seat: the seats taken when the round ended.
    public var players: [PlayerName]
    /// When the round started, in Unix milliseconds (wall clock).
    public var startedAt: Int64
    /// How long it was played: from the round's first move to the move that ended it (0 when it ended without
    /// a move, as a claim before any move does).
    public var duration: GameTime
    /// How it ended.
    public var outcome: Outcome
    /// The final position as a spectator sees it once the round is over (the mine that was hit, the winning
    /// line): nothing is hidden any more.
    public var finalView: AnyView

    /// A finished round with all of these.
    public init(
        gameID: GameID?, round: Int, setup: GameSetup, players: [PlayerName], startedAt: Int64, duration: GameTime,
        outcome: Outcome, finalView: AnyView
    ) {
        self.gameID = gameID
        self.round = round
        self.setup = setup
        self.players = players
        self.startedAt = startedAt
        self.duration = duration
        self.outcome = outcome
        self.finalView = finalView
    }
}
