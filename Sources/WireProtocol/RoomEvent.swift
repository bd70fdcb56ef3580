public import GameCatalog
public import GameCore

/// Something that happened in a room, named for what happened. The server sends each event inside
/// `ServerMessage.event` with the room's next sequence number, to every connection in the room.
///
/// Events that carry a game view or change (`roundStarted`, `moved`) are made for each recipient: a seat gets its
/// own, spectators the public one, so nothing hidden reaches anyone it is hidden from. On the wire:
/// `{"type": "moved", "seat": 0, "move": …, "view": …}` (or `"change": …` instead of `"view"`).
public enum RoomEvent: Hashable, Sendable, Codable {
    /// Someone took the free seat `seat` under `name`.
    case playerJoined(seat: Seat, name: PlayerName)
    /// The connection of the player in `seat` dropped. During a round, the others may claim it in
    /// `claimableInMilliseconds` unless the player comes back.
    case playerDisconnected(seat: Seat, claimableInMilliseconds: Int?)
    /// The player in `seat` came back with the seat secret.
    case playerReconnected(seat: Seat)
    /// The player in `seat` sent `leave`. During a round, the others may claim it in `claimableInMilliseconds`
    /// (0: at once).
    case playerLeft(seat: Seat, claimableInMilliseconds: Int?)
    /// Round `round` (from 1) began with `starter` to move; `view` is the opening position as the recipient sees it.
    case roundStarted(round: Int, starter: Seat, view: AnyView)
    /// `seat` played `move` (absent when the move is secret from the recipient); `update` brings the recipient's
    /// view up to date: the whole view afterwards (`"view"`, for a game whose views are small) or only what the
    /// move changed (`"change"`, for one that sends changes: a move that uncovers many cells is one change).
    case moved(seat: Seat, move: AnyMove?, update: ViewUpdate)
    /// Round `round` ended by the rules with `outcome`; it counts in the score.
    case roundEnded(round: Int, outcome: Outcome)
    /// `seat` claimed round `round` because the others were away; `outcome` counts in the score.
    case victoryClaimed(round: Int, seat: Seat, outcome: Outcome)
    /// `seat` aborted round `round` before its second move; it does not count.
    case aborted(round: Int, seat: Seat)
    /// `seat` is ready for another round.
    case rematchRequested(seat: Seat)
    /// `count` connections now watch the room.
    case spectatorsChanged(count: Int)
    /// The server closed the room; it can still be watched as history.
    case roomClosed(reason: RoomCloseReason)

    /// The event names, as they appear in `"type"`.
    public enum EventType: String, Hashable, Sendable, CaseIterable {
        /// `playerJoined`.
        case playerJoined
        /// `playerDisconnected`.
        case playerDisconnected
        /// `playerReconnected`.
        case playerReconnected
        /// `playerLeft`.
        case playerLeft
        /// `roundStarted`.
        case roundStarted
        /// `moved`.
        case moved
        /// `roundEnded`.
        case roundEnded
        /// `victoryClaimed`.
        case victoryClaimed
        /// `aborted`.
        case aborted
        /// `rematchRequested`.
        case rematchRequested
        /// `spectatorsChanged`.
        case spectatorsChanged
        /// `roomClosed`.
        case roomClosed
    }

    /// This event's name.
    public var type: EventType {
        switch self {
        case .playerJoined: return .playerJoined
        case .playerDisconnected: return .playerDisconnected
        case .playerReconnected: return .playerReconnected
        case .playerLeft: return .playerLeft
        case .roundStarted: return .roundStarted
        case .moved: return .moved
        case .roundEnded: return .roundEnded
        case .victoryClaimed: return .victoryClaimed
        case .aborted: return .aborted
        case .rematchRequested: return .rematchRequested
        case .spectatorsChanged: return .spectatorsChanged
        case .roomClosed: return .roomClosed
        }
    }

    /// Whether the event changes the game itself (a round starts, a move, a round ends), as opposed to who is
    /// present. A move chosen before such an event is stale; presence and spectator events never make it so.
    public var changesGame: Bool {
        switch self {
        case .roundStarted, .moved, .roundEnded, .victoryClaimed, .aborted, .roomClosed: return true
        case .playerJoined, .playerDisconnected, .playerReconnected, .playerLeft, .rematchRequested,
            .spectatorsChanged:
            return false
        }
    }
}
