public import GameCatalog

/// What a client asks the server to do: intents, never results. The server runs the rules and answers with
/// events, a snapshot, or an error.
///
/// The first message on a connection must be `hello`. Every case's associated values are named, and each name is
/// the JSON field that carries it: `.join(gameID:name:seatSecret:)` is
/// `{"type": "join", "gameID": …, "name": …, "seatSecret": …}`.
public enum ClientMessage: WireMessage {
    /// The handshake: the protocol version the client speaks and who it is (for the server's logs).
    case hello(protocolVersion: ProtocolVersion, client: String, clientVersion: String)
    /// Create a room with this setup and take its first free seat (seat 0) under `name`.
    case createRoom(setup: GameSetup, name: PlayerName)
    /// Take a free seat in room `gameID` under `name`, or, with `seatSecret`, come back to the seat it opens.
    ///
    /// A seat another connection holds now is taken only with `takeOver` (sent as `"takeOver": true`, left out when
    /// false): that connection is told `seatTakenOver`. Without it the server answers `seatInUse`, so a second
    /// terminal of the same person never takes the first one's seat by mistake.
    case join(gameID: GameID, name: PlayerName, seatSecret: SeatSecret?, takeOver: Bool = false)
    /// Take a seat in the oldest room of `kind` that waits for players, or create one.
    case quickMatch(kind: GameKind, name: PlayerName)
    /// Watch room `gameID` without a seat.
    case watch(gameID: GameID)
    /// Play `move`. `clientMoveID` lets the server recognise a resend; `lastSeenSequence` is the sequence number
    /// of the last event or snapshot the client had applied when it chose the move.
    case move(move: AnyMove, clientMoveID: ClientMoveID, lastSeenSequence: Int)
    /// Say this seat is ready for another round; a new round starts when every seat is ready.
    case offerRematch
    /// Start the next round now as `choice` makes it (a choice the room's game offers at a round's end, such as the
    /// Queen's "the same Queen with a new command"), for everyone; the game says which seats may choose.
    case chooseNextRound(choice: AnyRoundChoice)
    /// Leave the room: a spectator stops watching; a player stops playing and the others may claim the round.
    case leave
    /// End the round unscored; allowed before the round's second move.
    case abort
    /// Claim the round because the other player left or stayed away past the grace period.
    case claimVictory
    /// Ask for a full snapshot of the room, to repair a gap in the events.
    case requestSnapshot
    /// Ask the server to answer `pong` with the same `nonce` (at most 64 characters).
    case ping(nonce: String)
    /// Show the others in the room where this player points (the cursor), or that it left the board (`nil`).
    /// Relayed, never stored or numbered; the server passes on at most a few per second, the latest winning.
    case pointer(at: BoardPoint?)
    /// Ask for the finished rounds of rooms `gameIDs` (at most 100); allowed right after `hello`, in a room or not.
    case history(gameIDs: [GameID])

    /// The message names a client sends.
    public enum MessageType: String, Hashable, Sendable, CaseIterable, Codable {
        /// `hello`.
        case hello
        /// `createRoom`.
        case createRoom
        /// `join`.
        case join
        /// `quickMatch`.
        case quickMatch
        /// `watch`.
        case watch
        /// `move`.
        case move
        /// `offerRematch`.
        case offerRematch
        /// `chooseNextRound`.
        case chooseNextRound
        /// `leave`.
        case leave
        /// `abort`.
        case abort
        /// `claimVictory`.
        case claimVictory
        /// `requestSnapshot`.
        case requestSnapshot
        /// `ping`.
        case ping
        /// `pointer`.
        case pointer
        /// `history`.
        case history
    }

    /// This message's name.
    public var type: MessageType {
        switch self {
        case .hello: return .hello
        case .createRoom: return .createRoom
        case .join: return .join
        case .quickMatch: return .quickMatch
        case .watch: return .watch
        case .move: return .move
        case .offerRematch: return .offerRematch
        case .chooseNextRound: return .chooseNextRound
        case .leave: return .leave
        case .abort: return .abort
        case .claimVictory: return .claimVictory
        case .requestSnapshot: return .requestSnapshot
        case .ping: return .ping
        case .pointer: return .pointer
        case .history: return .history
        }
    }

    /// A client's frame may be at most 4 KiB: the server closes the connection (1009) on a larger one.
    public static let maxFrameBytes = 4_096

    /// The most game IDs one `history` message may ask about.
    public static let maxHistoryGameIDs = 100

    /// The longest `client`, `clientVersion` or ping `nonce`, in characters.
    public static let maxShortTextLength = 64

    /// The client message named `type`, if there is one.
    public static func replyContext(forType type: String) -> MessageType? { MessageType(rawValue: type) }
}
