public import WireProtocol

/// Why a store refused an append.
public enum RoomStoreError: Error, Hashable, Sendable {
    /// The room already has a record with this sequence number.
    case sequenceTaken(GameID, Int)
    /// Some room of a batch already has a record with one of the batch's sequence numbers for it.
    case batchRefused
    /// A stored row names no valid room.
    case badGameID(String)
}
