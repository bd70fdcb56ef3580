import Foundation
import Persistence
import ServerCore
import WireProtocol

/// A store whose `records(of:)`, the read behind a `history` answer, takes `delay` longer than the store it wraps;
/// everything else is the wrapped store's.
struct SlowHistoryStore: RoomStore {
    let base: any RoomStore
    let delay: TimeInterval

    func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try base.append(records, to: room, firstSequence: firstSequence)
    }

    func append(_ batch: [RoomAppend]) throws { try base.append(batch) }

    func loadAll() throws -> [GameID: [RoomRecord]] { try base.loadAll() }

    func records(of room: GameID) throws -> [RoomRecord] {
        Thread.sleep(forTimeInterval: delay)
        return try base.records(of: room)
    }

    func roomIDs() throws -> [GameID] { try base.roomIDs() }

    func remove(_ room: GameID) throws { try base.remove(room) }
}
