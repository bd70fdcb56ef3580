import WireProtocol

/// The record log's index, kept in memory: for each room, where its rows are and which sequence number comes next.
///
/// NB: an index on disk keyed by room would dirty a page of its own per room and commit, as the `(room, sequence)`
/// primary key of the first schema did (decision 47); this one costs about 8 bytes per record and is rebuilt from
/// the log when the store opens.
struct RecordIndex {
    private(set) var rooms: [GameID: RoomRows] = [:]

    /// An empty index.
    init() {}

    /// The index of the log's rows, which `scan` passes (row ID, room, sequence) one by one in row ID order.
    init(scanning scan: (_ row: (Int64, String, Int) -> Void) throws -> Void) throws {
        var byText: [String: [(sequence: Int, rowID: Int64)]] = [:]
        try scan { rowID, room, sequence in byText[room, default: []].append((sequence, rowID)) }
        rooms.reserveCapacity(byText.count)
        for (text, var numbered) in byText {
            guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
            // NB: a room's records are appended in sequence order, so row ID order is sequence order; only rows
            // written some other way (by hand, say) need sorting.
            if !zip(numbered, numbered.dropFirst()).allSatisfy({ $0.sequence < $1.sequence }) {
                numbered.sort { $0.sequence < $1.sequence }
            }
            rooms[room] = RoomRows(lastSequence: numbered.last?.sequence ?? 0, rowIDs: numbered.map(\.rowID))
        }
    }

    /// Why `batch` may not be appended, or nil when every part continues its room's numbers.
    ///
    /// NB: as `MemoryRoomStore`, a part must start right after its room's last number: a taken number is refused, and
    /// so is a gap, which would leave the room's records unrestorable.
    func refusal(of batch: [RoomAppend]) -> RoomStoreError? {
        if batch.count == 1, let part = batch.first {
            let last = rooms[part.room]?.lastSequence ?? 0
            guard part.records.isEmpty || part.firstSequence == last + 1 else {
                return .sequenceTaken(part.room, min(part.firstSequence, last))
            }
            return nil
        }
        var last: [GameID: Int] = [:]
        for part in batch where !part.records.isEmpty {
            let previous = last[part.room] ?? rooms[part.room]?.lastSequence ?? 0
            guard part.firstSequence == previous + 1 else { return .batchRefused }
            last[part.room] = previous + part.records.count
        }
        return nil
    }

    /// Takes in `batch`, committed as rows numbered from `firstRowID` in the batch's order.
    mutating func add(_ batch: [RoomAppend], firstRowID: Int64) {
        var rowID = firstRowID
        for part in batch where !part.records.isEmpty {
            let count = part.records.count
            rooms[part.room, default: RoomRows()].append(
                rowID..<rowID + Int64(count), last: part.firstSequence + count - 1)
            rowID += Int64(count)
        }
    }

    /// Forgets `room`.
    mutating func remove(_ room: GameID) {
        rooms.removeValue(forKey: room)
    }
}
