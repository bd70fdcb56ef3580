public import GameCatalog
public import GameCore

/// Everything one connection may know about a room at one sequence number: sent on create, join, rejoin, watch
/// and `requestSnapshot`, and kept up to date by the client with `apply(_:sequence:)`.
///
/// `view` is made for this connection's viewer (its seat, or a spectator), so a snapshot is never shared
/// between viewers whose views differ.
public struct RoomSnapshot: Hashable, Sendable, Codable {
    /// The room's public ID.
    public var gameID: GameID
    /// The game and its options.
    public var setup: GameSetup
    /// Where the room is in its life.
    public var phase: RoomPhase
    /// The current or last round, from 1; 0 before the first round starts.
    public var round: Int
    /// The current or last round as this connection's viewer sees it; absent before the first round.
    public var view: AnyView?
    /// This connection's seat; absent for a spectator.
    public var yourSeat: Seat?
    /// The taken seats, in seat order; a free seat is absent.
    public var players: [PlayerInfo]
    /// The running score.
    public var score: RoomScore
    /// How many connections watch without a seat.
    public var spectators: Int
    /// How the last round ended; absent while a round is played and before the first ends.
    public var lastResult: RoundResult?
    /// The sequence number of the last event this snapshot includes; 0 for a new room.
    public var sequence: Int
    /// The round's clock when the snapshot was made: the server's `GameTime` (milliseconds since the round
    /// started), sent for a timed game while a round is played, so a client can show the elapsed time and keep
    /// it running with its own clock. Absent otherwise.
    public var clock: GameTime?

    /// A snapshot of all of these (`clock` only for a timed game's round in play).
    public init(
        gameID: GameID, setup: GameSetup, phase: RoomPhase, round: Int, view: AnyView?, yourSeat: Seat?,
        players: [PlayerInfo], score: RoomScore, spectators: Int, lastResult: RoundResult?, sequence: Int,
        clock: GameTime? = nil
    ) {
        self.gameID = gameID
        self.setup = setup
        self.phase = phase
        self.round = round
        self.view = view
        self.yourSeat = yourSeat
        self.players = players
        self.score = score
        self.spectators = spectators
        self.lastResult = lastResult
        self.sequence = sequence
        self.clock = clock
    }

    /// The game the room plays.
    public var kind: GameKind { setup.kind }

    /// The player in `seat`, if it is taken.
    public func player(in seat: Seat) -> PlayerInfo? {
        players.first { $0.seat == seat }
    }
}
