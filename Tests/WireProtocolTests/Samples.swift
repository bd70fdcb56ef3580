import GameCatalog
import GameCore
import TestGames
import WireProtocol

/// One example of every room-level message, event and error, named for its fixture file; the messages that carry a
/// game's values (a setup, a move, a view, a refusal by its rules) are that game's samples, in its tests. The
/// values tell one story: Ada creates room K7MZ2QHD, Bob joins, and they play.
enum Samples {
    static let gameID = try! GameID("K7MZ2QHD")
    static let adaSecret = try! SeatSecret("q3UvBw8Pz1X0aY5mR2tL9g")
    static let bobSecret = try! SeatSecret("Zm9yIGJvYiBvbmx5IDopIA")
    static let ada = try! PlayerName("Ada")
    static let bob = try! PlayerName("Bob")
    static let moveID = try! ClientMoveID("m1")

    static let client: [(name: String, message: ClientMessage)] = [
        ("client-hello", .hello(protocolVersion: .current, client: "parlor", clientVersion: "0.3.0")),
        ("client-join", .join(gameID: gameID, name: bob, seatSecret: nil)),
        ("client-join-rejoin", .join(gameID: gameID, name: bob, seatSecret: bobSecret)),
        ("client-join-takeOver", .join(gameID: gameID, name: bob, seatSecret: bobSecret, takeOver: true)),
        ("client-watch", .watch(gameID: gameID)),
        ("client-offerRematch", .offerRematch),
        // NB: neither shipped game offers a choice at a round's end; the tests' press race does.
        ("client-chooseNextRound", .chooseNextRound(choice: AnyRoundChoice(PressRace.self, .longerCountdown))),
        ("client-leave", .leave),
        ("client-abort", .abort),
        ("client-claimVictory", .claimVictory),
        ("client-requestSnapshot", .requestSnapshot),
        ("client-ping", .ping(nonce: "17")),
        ("client-pointer", .pointer(at: BoardPoint(row: 6, column: 3))),
        ("client-pointer-gone", .pointer(at: nil)),
        ("client-history", .history(gameIDs: [gameID, try! GameID("Q4WX7RTB")])),
    ]

    static let events: [(name: String, event: RoomEvent, sequence: Int)] = [
        ("playerJoined", .playerJoined(seat: Seat(1), name: bob), 1),
        ("spectatorsChanged", .spectatorsChanged(count: 1), 3),
        ("playerDisconnected", .playerDisconnected(seat: Seat(1), claimableInMilliseconds: 60_000), 5),
        ("playerReconnected", .playerReconnected(seat: Seat(1)), 6),
        ("playerLeft", .playerLeft(seat: Seat(1), claimableInMilliseconds: 0), 7),
        ("roundEnded", .roundEnded(round: 1, outcome: .won(by: [Seat(0)])), 11),
        ("victoryClaimed", .victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), 11),
        ("aborted", .aborted(round: 1, seat: Seat(1)), 6),
        ("rematchRequested", .rematchRequested(seat: Seat(1)), 12),
        ("roomClosed", .roomClosed(reason: .expired), 1),
    ]

    static let errors: [ProtocolError] = [
        .incompatibleVersion(client: ProtocolVersion(2)),
        .helloRequired(inReplyTo: .join),
        .malformed("unknown message type \"mvoe\""),
        .frameTooLarge(bytes: 5_000, limit: 4_096),
        .rateLimited(limit: 100, seconds: 20, inReplyTo: .move),
        .tooManyRooms(limit: 10, seconds: 60, inReplyTo: .createRoom),
        .unknownRoom(gameID, inReplyTo: .join),
        .roomFull(gameID),
        .badSeatSecret(gameID),
        .seatInUse(gameID),
        .seatTakenOver(gameID),
        .alreadyInRoom(gameID, inReplyTo: .createRoom),
        .notInRoom(inReplyTo: .requestSnapshot),
        .spectatorCannotPlay(inReplyTo: .move, clientMoveID: moveID),
        .staleSequence(lastSeen: 4, changedAt: 6, clientMoveID: moveID),
        .moveIDReused(moveID),
        .tooLateToAbort(movesPlayed: 2),
        .victoryNotClaimable(remainingMilliseconds: 47_200),
        .rematchNotAvailable(.playing),
        .internalError(inReplyTo: .move),
    ]

    static let server: [(name: String, message: ServerMessage)] =
        [
            ("server-welcome", .welcome(serverVersion: "0.3.0", protocolVersion: .current)),
            ("server-seated", .seated(gameID: gameID, seat: Seat(0), seatSecret: adaSecret)),
            ("server-moveAccepted", .moveAccepted(clientMoveID: moveID, sequence: 4)),
            ("server-pong", .pong(nonce: "17")),
            ("server-pointer", .pointer(seat: Seat(1), at: BoardPoint(row: 6, column: 3))),
            ("server-pointer-gone", .pointer(seat: Seat(1), at: nil)),
        ]
        + events.map { ("server-event-\($0.name)", .event(event: $0.event, sequence: $0.sequence)) }
        + errors.map { error in ("server-error-\(error.code.rawValue)", .error(error: error)) }
}
