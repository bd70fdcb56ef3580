extension ProtocolError {
    /// Every reason the server refuses a message. New codes come only with a new protocol version.
    public enum Code: String, Hashable, Sendable, Codable, CaseIterable {
        /// `hello` named a protocol version the server does not speak; the message names both versions, and the
        /// server closes the connection with 1002 after it.
        case incompatibleVersion
        /// A message other than `hello` (or `ping`) came before the handshake.
        case helloRequired
        /// The frame was not a message: not JSON, not an object, an unknown type, a missing or wrong field. The
        /// message names the problem.
        case malformedMessage
        /// The frame was larger than the limit; the server closes the connection with 1009 after this.
        case frameTooLarge
        /// Too many messages in too short a time; the message was dropped. Going on gets the connection closed
        /// with 1008.
        case rateLimited
        /// `createRoom` (or a `quickMatch` that would create a room) from an address that created too many rooms in
        /// the last minute; nothing was created. Joining and watching still work.
        case tooManyRooms
        /// No room has that game ID.
        case unknownRoom
        /// Every seat is taken and no seat secret was given; watching is still possible.
        case roomFull
        /// The seat secret opens no seat of this room.
        case badSeatSecret
        /// The seat secret opens a seat that another connection holds now, and `join` did not ask to take it over.
        case seatInUse
        /// Not an answer: another connection took this connection's seat over with the seat's secret (`join` with
        /// `takeOver`); this connection is no longer in the room.
        case seatTakenOver
        /// The connection is already in a room; `leave` first.
        case alreadyInRoom
        /// The message needs a room, and the connection is in none.
        case notInRoom
        /// A spectator (or a seat the game does not have) tried to play.
        case notAPlayer
        /// It is another seat's turn.
        case notYourTurn
        /// The rules refused the move; `violation` says which rule.
        case illegalMove
        /// The round is over: no more moves, aborts or claims.
        case gameOver
        /// The move was chosen before the game last changed; get a snapshot and choose again.
        case staleSequence
        /// The client move ID was already used for a different move.
        case moveIDReused
        /// The round already has two moves; it can no longer be aborted.
        case tooLateToAbort
        /// Nobody is away long enough (or at all) for a claim.
        case victoryNotClaimable
        /// A rematch can be offered only once a round has ended and before the room closes.
        case rematchNotAvailable
        /// The server failed to do it (say, its store failed); nothing changed, and trying again may work.
        case internalError
    }
}
