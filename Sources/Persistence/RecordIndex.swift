import ServerCore
import WireProtocol

/// The record log's index, kept in memory: for each room, where its records end and which sequence number comes
/// next, and which rooms wait for players. The rows themselves lead from a room's last record back to its first
/// (`previous`).
///
/// NB: an index on disk kept up to date by every commit would dirty a page of its own per room and commit, as the
/// `(room, sequence)` primary key of the first schema did (decision 47); this one costs a dictionary entry per room
/// and a commit changes only the log's last page. It is saved now and then (`roomIndex`, decision 70) and read back
/// with the log rows written since, so opening a store does not read the whole log.
struct RecordIndex {
    private(set) var rooms: [GameID: RoomTail] = [:]
    /// The rooms waiting for players (`RoomRecord.waitingForPlayers`), which a server reads on start.
    private(set) var waiting: Set<GameID> = []

    /// An empty index, with room for `capacity` rooms.
    init(capacity: Int = 0) {
        rooms.reserveCapacity(capacity)
    }

    /// Takes in `room` as the saved index has it: its tail and whether it waits for players.
    mutating func restore(_ room: GameID, tail: RoomTail, waiting isWaiting: Bool) {
        rooms[room] = tail
        if isWaiting { waiting.insert(room) }
    }

    /// Takes in a row of the log newer than the saved index: the row `rowID`, numbered `sequence` in `room`, that
    /// stores `record`. Rows are passed in row order.
    mutating func takeIn(rowID: Int64, room: GameID, sequence: Int, record: RoomRecord) {
        if let tail = rooms[room], tail.sequence >= sequence { return }
        rooms[room] = RoomTail(rowID: rowID, sequence: sequence)
        if let isWaiting = record.waitingForPlayers { setWaiting(room, isWaiting) }
    }

    /// Notes whether `part`'s room waits for players once `part` is stored.
    mutating func noteWaiting(after part: RoomAppend) {
        let before = waiting.contains(part.room)
        let after = RoomRecord.waitingForPlayers(after: part.records, waitingBefore: before)
        if after != before { setWaiting(part.room, after) }
    }

    private mutating func setWaiting(_ room: GameID, _ isWaiting: Bool) {
        if isWaiting { waiting.insert(room) } else { waiting.remove(room) }
    }

    /// Every room whose records end after the row `mark`, with its tail and whether it waits: what the saved index
    /// lacks when it covers the log up to `mark`.
    func changed(after mark: Int64) -> [(room: GameID, tail: RoomTail, waiting: Bool)] {
        rooms.compactMap { room, tail in
            tail.rowID > mark ? (room, tail, waiting.contains(room)) : nil
        }
    }

    /// Takes in `part`, to be stored as rows numbered from `firstRowID` in order, and returns the row of its room's
    /// record before it (0: none); changes nothing and returns nil when `part` does not start right after its
    /// room's last number.
    ///
    /// NB: as `MemoryRoomStore`, a taken number is refused, and so is a gap, which would leave the room's records
    /// unrestorable. The room is looked up once, through the dictionary's in-place accessor: checking, linking and
    /// recording a part each looked it up (hashing its game ID) on their own, and a batch built a dictionary of its
    /// own rooms besides, on every move. A room's second part in a batch continues its first, already taken in.
    /// `unlink(_:previous:)` undoes it.
    mutating func link(_ part: RoomAppend, firstRowID: Int64) -> Int64? {
        Self.link(&rooms[part.room], firstSequence: part.firstSequence, count: part.records.count, from: firstRowID)
    }

    private static func link(_ tail: inout RoomTail?, firstSequence: Int, count: Int, from firstRowID: Int64)
        -> Int64?
    {
        guard firstSequence == (tail?.sequence ?? 0) + 1 else { return nil }
        let previous = tail?.rowID ?? 0
        tail = RoomTail(rowID: firstRowID + Int64(count) - 1, sequence: firstSequence + count - 1)
        return previous
    }

    /// Puts back what `link(_:firstRowID:)` changed for `part`, which returned `previous`: parts are unlinked in
    /// the reverse order of their linking.
    ///
    /// NB: a room's tail before its part is the part's first number less one, at the row `previous`; no room is
    /// numbered from 0, and no row is numbered 0.
    mutating func unlink(_ part: RoomAppend, previous: Int64) {
        rooms[part.room] =
            part.firstSequence == 1 ? nil : RoomTail(rowID: previous, sequence: part.firstSequence - 1)
    }

    /// The last sequence number of `room`, 0 when it has none.
    func lastSequence(of room: GameID) -> Int {
        rooms[room]?.sequence ?? 0
    }

    /// Forgets `room`.
    mutating func remove(_ room: GameID) {
        rooms.removeValue(forKey: room)
        waiting.remove(room)
    }
}
