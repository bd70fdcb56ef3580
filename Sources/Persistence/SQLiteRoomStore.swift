public import GameCatalog
public import ServerCore
public import WireProtocol

/// Rooms' records in a SQLite file: a log of records in the order they were committed, each as JSON beside its
/// room and sequence number, with where each room's records are kept in memory. Seat secrets appear only as their
/// hashes, inside `seatTaken` records.
///
/// Only one process writes a file: opening a store on a file another process has open as a store throws
/// `DatabaseInUseError`. Stores opened on one file within a process share one writer and one index.
///
/// Reads go through GRDB; writes through a connection of the store's own (`RecordWriter`), which also checkpoints
/// the write-ahead log as `CheckpointPolicy` says.
public final class SQLiteRoomStore: RoomStore {
    private let file: StoreFile

    /// Opens (creating and migrating as needed) the store in the SQLite file at `path`, whose records name
    /// `games`; `checkpoints` applies unless this process has the file open already.
    ///
    /// Throws `DatabaseInUseError` when another process has it open as a store.
    public init(path: String, games: GameRegistry, checkpoints: CheckpointPolicy = .standard) throws {
        file = try StoreRegistry.shared.open(path: path, games: games, checkpoints: checkpoints)
    }

    /// Appends all of `records` in one transaction, or none when `firstSequence` does not follow the room's last.
    public func append(_ records: [RoomRecord], to room: GameID, firstSequence: Int) throws {
        try file.append([RoomAppend(room: room, firstSequence: firstSequence, records: records)])
    }

    /// Appends every part of `batch` in one transaction, or none when a part does not follow its room's last.
    public func append(_ batch: [RoomAppend]) throws {
        try file.append(batch)
    }

    /// Copies the write-ahead log into the database file and empties it, so that the file alone holds every
    /// commit: after a clean stop, copying the file is a backup.
    public func settle() throws {
        try file.settle()
    }

    /// Every room's records, in sequence order.
    public func loadAll() throws -> [GameID: [RoomRecord]] {
        try file.loadAll()
    }

    /// The records of every room waiting for players, in sequence order: the index knows which, so no other room's
    /// records are read.
    public func waitingRooms() throws -> [GameID: [RoomRecord]] {
        try file.waitingRooms()
    }

    /// The records of `room`, in sequence order.
    public func records(of room: GameID) throws -> [RoomRecord] {
        try file.records(of: room)
    }

    /// The stored rooms' IDs, in order.
    public func roomIDs() throws -> [GameID] {
        file.roomIDs()
    }

    /// Forgets `room` and its records.
    public func remove(_ room: GameID) throws {
        try file.remove(room)
    }
}
