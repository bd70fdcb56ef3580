import Dispatch
import Logging
import Persistence
import ServerCore
import WireProtocol

/// Reads the store off the rooms' event loop: `history` answers one at a time on one queue, and the rooms let go
/// from memory, read back when someone comes back to them, one at a time on another.
///
/// NB: an answer reads and decodes every record of each room asked about; for busy rooms that took seconds, and on the
/// rooms' loop it held up every other room's moves for as long. One serial queue keeps a client repeating the request
/// (within its rate limit) to a single thread's worth of work, beside the loop.
struct StoreReader: Sendable {
    private let queue = DispatchQueue(label: "parlor-store-reader", qos: .utility)
    /// Where rooms are read back: a queue of its own, so that a player coming back never waits behind the
    /// `history` answers any client may queue (queued answers once held a `join` for many seconds, acceptance pass).
    private let readBackQueue = DispatchQueue(label: "parlor-room-reader", qos: .userInitiated)
    private let store: any RoomStore
    private let logger: Logger

    /// A reader of `store`'s records, logging failures to `logger`.
    init(store: any RoomStore, logger: Logger) {
        self.store = store
        self.logger = logger
    }

    /// Sends `sink` the finished games of the rooms `gameIDs` (an unknown ID adds nothing), or an internal error
    /// when a room's records cannot be read. The records asked about must already be committed.
    func answer(_ gameIDs: Set<GameID>, to sink: ConnectionSink) {
        queue.async { [store, logger] in
            var games: [FinishedGame] = []
            for id in gameIDs {
                do {
                    games += RoomHistory.finishedGames(of: id, from: try store.records(of: id))
                } catch {
                    logger.error("could not read the records of room \(id) for a history: \(error)")
                    return sink.send(.error(error: .internalError(inReplyTo: .history)))
                }
            }
            sink.send(.history(games: RoomHistory.answer(games)))
        }
    }

    /// Rebuilds room `id` from its records, with `policy` and every seat away since `restoredAt`, and passes it
    /// (`nil` when the store has no such room), or the error, to `done`, on the reader's queue.
    ///
    /// NB: the rebuild replays every record through the game's rules; for a long room of a game with many moves that
    /// took seconds in a debug build, and on the rooms' loop every other room waited for it (acceptance pass).
    func room(
        _ id: GameID, policy: RoomPolicy, restoredAt: Moment,
        then done: @escaping @Sendable (Result<Room?, any Error>) -> Void
    ) {
        readBackQueue.async { [store] in
            done(
                Result {
                    let records = try store.records(of: id)
                    guard !records.isEmpty else { return nil }
                    return try Room(id: id, records: records, policy: policy, restoredAt: restoredAt)
                })
        }
    }
}
