import Foundation
import Persistence
import ServerCore
import Synchronization
import WireProtocol

/// A store whose `records(of:)`, the read behind a `history` answer (and a room's read-back), takes `delay`
/// longer than the store it wraps, for every room or only for the rooms in `slowRooms`; everything else is the
/// wrapped store's.
final class SlowHistoryStore: RoomStore, Sendable {
    let base: any RoomStore
    let delay: TimeInterval
    /// The rooms whose reads are slow; every room's while it is nil.
    let slowRooms: Mutex<Set<GameID>?>

    init(base: any RoomStore, delay: TimeInterval, slowRooms: Set<GameID>? = nil) {
        self.base = base
        self.delay = delay
        self.slowRooms = Mutex(slowRooms)
    }

    func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try base.append(records, to: room, firstSequence: firstSequence)
    }

    func append(_ batch: [RoomAppend]) throws { try base.append(batch) }

    func loadAll() throws -> [GameID: [RoomRecord]] { try base.loadAll() }
    func waitingRooms() throws -> [GameID: [RoomRecord]] { try base.waitingRooms() }

    func records(of room: GameID) throws -> [RoomRecord] {
        if slowRooms.withLock({ $0?.contains(room) ?? true }) { Thread.sleep(forTimeInterval: delay) }
        return try base.records(of: room)
    }

    func roomIDs() throws -> [GameID] { try base.roomIDs() }

    func remove(_ room: GameID) throws { try base.remove(room) }
}
