public import GameCatalog
public import GameCore

/// Why stored records do not rebuild a room.
public enum RoomRecordError: Error, Hashable, Sendable {
    /// A room's first record must be `created`.
    case notCreatedFirst
    /// `created` appeared again later.
    case createdTwice
    /// A record names a seat the game does not have.
    case noSuchSeat(Seat)
    /// A stored move is one the rules refuse.
    case refusedMove(AnyViolation)
}
