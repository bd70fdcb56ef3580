import GameCore
import WireProtocol

/// A committed move's name within a room: its seat and the client move ID the seat gave it.
struct MoveKey: Hashable, Sendable {
    /// The seat that moved.
    var seat: Seat
    /// The seat's name for the move.
    var id: ClientMoveID
}
