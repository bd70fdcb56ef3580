public import GameCatalog
public import WireProtocol

/// What a connection asks of one room: intents, never boards.
public enum RoomRequest: Hashable, Sendable {
    /// Take the free seat under `name`, or with `secret` take back the seat it opens: a seat another connection
    /// holds now only with `takeOver`.
    case join(name: PlayerName, secret: SeatSecret?, takeOver: Bool = false)
    /// Watch without a seat.
    case watch
    /// Play `move`, chosen when the client had seen `lastSeenSequence`.
    case move(AnyMove, clientMoveID: ClientMoveID, lastSeenSequence: Int)
    /// Ready for another round once this one is over.
    case offerRematch
    /// Start the next round now, as `choice` makes it, once this one is over.
    case chooseNextRound(AnyRoundChoice)
    /// Call the round off before its second move.
    case abort
    /// Claim the round because the opponent has been away longer than the grace period.
    case claimVictory
    /// Send the whole room again.
    case requestSnapshot
    /// Leave the room on purpose (the seat stays reserved for its secret).
    case leave
    /// The connection dropped.
    case disconnected
    /// The server's clock passed one of the room's deadlines (`Room.nextDeadline`): apply what is due.
    case deadlinesDue
}
