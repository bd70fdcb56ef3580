public import ServerCore
public import WireProtocol

/// Records to append to one room, numbered from `firstSequence`: one part of a group commit.
public struct RoomAppend: Hashable, Sendable {
    /// The room.
    public var room: GameID
    /// The sequence number of the first record.
    public var firstSequence: Int
    /// The records, in order.
    public var records: [RoomRecord]

    /// `records` for `room`, the first numbered `firstSequence`.
    public init(room: GameID, firstSequence: Int, records: [RoomRecord]) {
        self.room = room
        self.firstSequence = firstSequence
        self.records = records
    }
}
