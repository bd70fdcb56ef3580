import Foundation
public import ServerCore
public import WireProtocol

/// A store in memory, for tests: the same contract as `SQLiteRoomStore`, gone when the value is.
public final class MemoryRoomStore: RoomStore, @unchecked Sendable {
    // NB: @unchecked because every access to `rooms` holds `lock`.
    private let lock = NSLock()
    private var rooms: [GameID: [RoomRecord]] = [:]

    /// An empty store.
    public init() {}

    /// Appends all of `records` or, when a sequence number is taken, none.
    public func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try lock.withLock {
            let stored = rooms[room, default: []]
            guard firstSequence == stored.count + 1 else {
                throw RoomStoreError.sequenceTaken(room, min(firstSequence, stored.count))
            }
            rooms[room] = stored + records
        }
    }

    /// Appends every part of `batch` or, when any sequence number is taken, none.
    public func append(_ batch: [RoomAppend]) throws {
        try lock.withLock {
            var changed = rooms
            for part in batch {
                let stored = changed[part.room, default: []]
                guard part.firstSequence == stored.count + 1 else {
                    throw RoomStoreError.sequenceTaken(part.room, min(part.firstSequence, stored.count))
                }
                changed[part.room] = stored + part.records
            }
            rooms = changed
        }
    }

    /// Every room's records.
    public func loadAll() throws -> [GameID: [RoomRecord]] { lock.withLock { rooms } }

    /// The records of every room that waits for players.
    public func waitingRooms() throws -> [GameID: [RoomRecord]] {
        lock.withLock { rooms.filter { RoomRecord.waitingForPlayers(after: $0.value, waitingBefore: false) } }
    }

    /// The records of `room`.
    public func records(of room: GameID) throws -> [RoomRecord] { lock.withLock { rooms[room] ?? [] } }

    /// The stored rooms' IDs, in order.
    public func roomIDs() throws -> [GameID] { lock.withLock { rooms.keys.sorted() } }

    /// Forgets `room`.
    public func remove(_ room: GameID) throws {
        _ = lock.withLock { rooms.removeValue(forKey: room) }
    }
}
