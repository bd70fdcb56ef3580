public import GameCore

/// What the server sends: the handshake answer, a seat's secret, room state (snapshots and numbered events),
/// move acknowledgements, errors and pongs.
///
/// Every case's associated values are named, and each name is the JSON field that carries it:
/// `.event(_:sequence:)` is `{"type": "event", "event": {"type": "moved", …}, "sequence": 7}`.
public enum ServerMessage: WireMessage {
    /// The handshake succeeded: the server's software version and the protocol version both ends now speak.
    case welcome(serverVersion: String, protocolVersion: ProtocolVersion)
    /// This connection now holds `seat` in room `gameID`; `seatSecret` brings it back to the seat later. Sent only
    /// to this connection, never broadcast or logged.
    case seated(gameID: GameID, seat: Seat, seatSecret: SeatSecret)
    /// Everything this connection may know about its room, at the snapshot's sequence number.
    case snapshot(snapshot: RoomSnapshot)
    /// Something happened in the room; `sequence` is one more than the previous event's.
    case event(event: RoomEvent, sequence: Int)
    /// The move `clientMoveID` was applied (and stored) as the event numbered `sequence`; a resend of an applied
    /// move gets this again with the same sequence.
    case moveAccepted(clientMoveID: ClientMoveID, sequence: Int)
    /// A message was refused; the connection stays open.
    case error(error: ProtocolError)
    /// The answer to `ping`, with its nonce.
    case pong(nonce: String)
    /// The player in `seat` points at `at` (its cursor), or has left the board or the room (`nil`). Not numbered:
    /// it changes nothing in the room, and a missed one is made good by the next.
    case pointer(seat: Seat, at: BoardPoint?)
    /// The answer to `history`: the finished rounds of the rooms asked about, oldest first.
    case history(games: [FinishedGame])

    /// The message names the server sends.
    public enum MessageType: String, Hashable, Sendable, CaseIterable {
        /// `welcome`.
        case welcome
        /// `seated`.
        case seated
        /// `snapshot`.
        case snapshot
        /// `event`.
        case event
        /// `moveAccepted`.
        case moveAccepted
        /// `error`.
        case error
        /// `pong`.
        case pong
        /// `pointer`.
        case pointer
        /// `history`.
        case history
    }

    /// This message's name.
    public var type: MessageType {
        switch self {
        case .welcome: return .welcome
        case .seated: return .seated
        case .snapshot: return .snapshot
        case .event: return .event
        case .moveAccepted: return .moveAccepted
        case .error: return .error
        case .pong: return .pong
        case .pointer: return .pointer
        case .history: return .history
        }
    }

    /// A server's frame may be at most 256 KiB: room for the largest board's snapshot, and a bound for the client.
    ///
    /// NB: it was 64 KiB while the only game was a small board; the largest board a shipped game allows (99x99 cells,
    /// lost with 9,000 mines) takes about 72 KB in a snapshot (the board, and the last change listing every mine),
    /// which that game's `FrameSizeTests` measures.
    public static let maxFrameBytes = 262_144

    /// Server messages answer no client message when they fail to decode.
    public static func replyContext(forType type: String) -> ClientMessage.MessageType? { nil }
}
