import WireProtocol

/// The record log's index, kept in memory: for each room, where its records end and which sequence number comes
/// next. The rows themselves lead from a room's last record back to its first (`previous`).
///
/// NB: an index on disk keyed by room would dirty a page of its own per room and commit, as the `(room, sequence)`
/// primary key of the first schema did (decision 47); this one costs a dictionary entry per room, is rebuilt from
/// the log when the store opens, and a commit changes only the log's last page.
struct RecordIndex {
    private(set) var rooms: [GameID: RoomTail] = [:]

    /// The index of the log's rows, which `scan` passes (row ID, room, sequence) one by one.
    init(scanning scan: (_ row: (Int64, String, Int) -> Void) throws -> Void) throws {
        var byText: [String: RoomTail] = [:]
        try scan { rowID, room, sequence in
            if let tail = byText[room], tail.sequence >= sequence { return }
            byText[room] = RoomTail(rowID: rowID, sequence: sequence)
        }
        rooms.reserveCapacity(byText.count)
        for (text, tail) in byText {
            guard let room = try? GameID(text) else { throw RoomStoreError.badGameID(text) }
            rooms[room] = tail
        }
    }

    /// Why `batch` may not be appended, or nil when every part continues its room's numbers.
    ///
    /// NB: as `MemoryRoomStore`, a part must start right after its room's last number: a taken number is refused,
    /// and so is a gap, which would leave the room's records unrestorable.
    func refusal(of batch: [RoomAppend]) -> RoomStoreError? {
        if batch.count == 1, let part = batch.first {
            let last = rooms[part.room]?.sequence ?? 0
            guard part.records.isEmpty || part.firstSequence == last + 1 else {
                return .sequenceTaken(part.room, min(part.firstSequence, last))
            }
            return nil
        }
        var last: [GameID: Int] = [:]
        for part in batch where !part.records.isEmpty {
            let previous = last[part.room] ?? rooms[part.room]?.sequence ?? 0
            guard part.firstSequence == previous + 1 else { return .batchRefused }
            last[part.room] = previous + part.records.count
        }
        return nil
    }

    /// The row ID of `room`'s last record, 0 when it has none.
    func lastRowID(of room: GameID) -> Int64 {
        rooms[room]?.rowID ?? 0
    }

    /// Takes in `batch`, committed as rows numbered from `firstRowID` in the batch's order.
    mutating func add(_ batch: [RoomAppend], firstRowID: Int64) {
        var rowID = firstRowID
        for part in batch where !part.records.isEmpty {
            let count = part.records.count
            rowID += Int64(count)
            rooms[part.room] = RoomTail(rowID: rowID - 1, sequence: part.firstSequence + count - 1)
        }
    }

    /// Forgets `room`.
    mutating func remove(_ room: GameID) {
        rooms.removeValue(forKey: room)
    }
}
