import Persistence
import ServerCore
import Synchronization
import WireProtocol

/// A store in memory whose writes fail while `failing` is set, as a full or broken disk's would.
final class SwitchableStore: RoomStore, Sendable {
    let base = MemoryRoomStore()
    let failing = Mutex(false)

    struct Failure: Error {}

    func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        if failing.withLock({ $0 }) { throw Failure() }
        try base.append(records, to: room, firstSequence: firstSequence)
    }

    func append(_ batch: [RoomAppend]) throws {
        if failing.withLock({ $0 }) { throw Failure() }
        try base.append(batch)
    }

    func loadAll() throws -> [GameID: [RoomRecord]] { try base.loadAll() }
    func waitingRooms() throws -> [GameID: [RoomRecord]] { try base.waitingRooms() }

    func records(of room: GameID) throws -> [RoomRecord] { try base.records(of: room) }

    func roomIDs() throws -> [GameID] { try base.roomIDs() }

    func remove(_ room: GameID) throws { try base.remove(room) }
}
