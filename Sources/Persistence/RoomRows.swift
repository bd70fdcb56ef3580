/// Where one room's records are in the record log: their row IDs in sequence order, and the last sequence number
/// taken, so that the store finds a room's rows and refuses a taken number without an index on disk.
struct RoomRows {
    /// The highest sequence number stored for the room.
    var lastSequence = 0
    /// The log's row IDs of the room's records, in sequence order.
    var rowIDs: [Int64] = []

    /// Takes in records stored as the rows `added`, the last of them numbered `last`.
    mutating func append(_ added: Range<Int64>, last: Int) {
        lastSequence = last
        // NB: one by one: `append(contentsOf:)` of a range took a generic path costing more than the move's insert
        // in a profile (usually a single row).
        for rowID in added { rowIDs.append(rowID) }
    }
}
