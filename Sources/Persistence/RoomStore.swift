public import ServerCore
public import WireProtocol

/// Where rooms' records live: appended atomically per room; the rooms waiting for players are read on start, any
/// other when someone comes back to it.
public protocol RoomStore: Sendable {
    /// Appends `records` to `room` as its records number `firstSequence`, `firstSequence + 1`...: all or none.
    ///
    /// Throws, storing nothing, unless `firstSequence` follows the room's last stored number (1 for a new room), so a
    /// record can never be stored twice nor leave a gap in its room's numbers.
    func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws
    /// Appends every part of `batch`, each as `append(_:to:firstSequence:)` would, in one transaction: all or none.
    func append(_ batch: [RoomAppend]) throws
    /// Every room's records, in order: every record of the store is read (for tools and tests; a server starts with
    /// `waitingRooms()`).
    func loadAll() throws -> [GameID: [RoomRecord]]
    /// The records of every room that waits for players (`RoomRecord.waitingForPlayers`: created, neither started
    /// nor closed), in order; no other room's records are read, so the time this takes does not grow with the
    /// games played.
    func waitingRooms() throws -> [GameID: [RoomRecord]]
    /// The records of `room`, in order; empty when no such room is stored.
    func records(of room: GameID) throws -> [RoomRecord]
    /// The IDs of the stored rooms, in order.
    func roomIDs() throws -> [GameID]
    /// Forgets `room` and all its records.
    func remove(_ room: GameID) throws
    /// Makes what is stored self-contained and durable before the process ends (a clean stop).
    func settle() throws
}

extension RoomStore {
    /// Nothing to do for a store that keeps nothing aside.
    public func settle() throws {}
}
