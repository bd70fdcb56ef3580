public import GameCatalog
public import GameCore
public import WireProtocol

/// One fact about a room, named for what happened; a room is rebuilt by folding its records in order.
///
/// Every record after `created` is one numbered event that clients saw, so a room's sequence number is its
/// count of records and survives a restart. Records hold everything a restarted server needs (seat secret
/// hashes included, secrets never).
public enum RoomRecord: Hashable, Sendable, Codable {
    /// The room was opened for this game and setup, by a host or by a quick match (`hosted` when a record
    /// written before origins were kept has none).
    case created(setup: GameSetup, at: Moment, origin: RoomOrigin)
    /// A player took a seat under a name; only the hash of the seat's secret is kept.
    case seatTaken(seat: Seat, name: PlayerName, secretHash: SecretHash, at: Moment)
    /// A round began (counted from 1) with this seat to move first and this randomness (64 bits, stored as a bare
    /// number as always, or 128 for a game that commits to its seed); the score is kept.
    case roundStarted(round: Int, starter: Seat, seed: RoundSeed, at: Moment)
    /// A round began as a seat's choice at the last round's end made it (`chooseNextRound`), from the last round's
    /// game, with this randomness; the score is kept.
    case roundChosen(round: Int, starter: Seat, seed: RoundSeed, choice: AnyRoundChoice, at: Moment)
    /// A seat's move was accepted; `clientMoveID` makes a resent move recognisable.
    case moved(seat: Seat, move: AnyMove, clientMoveID: ClientMoveID, at: Moment)
    /// The game's own move for time running out (a deadline), or for a seat away past the grace period, which the
    /// server applied for `seat` at `at`.
    case timedMove(seat: Seat, move: AnyMove, at: Moment)
    /// The rules ended the round.
    case roundEnded(round: Int, outcome: Outcome)
    /// A seat claimed the round after the others stayed away past the grace period.
    case victoryClaimed(round: Int, seat: Seat, outcome: Outcome)
    /// A seat called the round off before its second move; nobody scores.
    case aborted(round: Int, seat: Seat)
    /// A seat asked for another round.
    case rematchRequested(seat: Seat)
    /// The last connection of a seat dropped.
    case playerDisconnected(seat: Seat, at: Moment)
    /// A seat's player came back with its secret.
    case playerReconnected(seat: Seat)
    /// A seat's player left on purpose.
    case playerLeft(seat: Seat, at: Moment)
    /// The number of watching connections changed.
    case spectatorsChanged(count: Int)
    /// The room was closed; it stays watchable.
    case roomClosed(reason: RoomCloseReason)
}
