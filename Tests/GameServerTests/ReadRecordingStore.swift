import Persistence
import ServerCore
import Synchronization
import WireProtocol

/// A store that notes every room whose records are read through it, and every read of the whole store; everything
/// else is the wrapped store's.
final class ReadRecordingStore: RoomStore, Sendable {
    let base: any RoomStore
    /// The rooms `records(of:)` was asked for, in order.
    let roomsRead = Mutex<[GameID]>([])
    /// How many times `loadAll()` read every record.
    let wholeReads = Mutex(0)

    init(base: any RoomStore) {
        self.base = base
    }

    func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try base.append(records, to: room, firstSequence: firstSequence)
    }

    func append(_ batch: [RoomAppend]) throws { try base.append(batch) }

    func loadAll() throws -> [GameID: [RoomRecord]] {
        wholeReads.withLock { $0 += 1 }
        return try base.loadAll()
    }

    func waitingRooms() throws -> [GameID: [RoomRecord]] {
        let rooms = try base.waitingRooms()
        roomsRead.withLock { $0 += rooms.keys.sorted() }
        return rooms
    }

    func records(of room: GameID) throws -> [RoomRecord] {
        roomsRead.withLock { $0.append(room) }
        return try base.records(of: room)
    }

    func roomIDs() throws -> [GameID] { try base.roomIDs() }

    func remove(_ room: GameID) throws { try base.remove(room) }

    func settle() throws { try base.settle() }
}
