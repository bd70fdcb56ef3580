import GameCatalog
import GameCore
import TicTacToe
import WireProtocol

/// Tic-tac-toe's golden protocol messages, each named for its fixture file: the protocol's story told with this
/// game. Ada creates room K7MZ2QHD, Bob joins, and Ada (X) opens in the centre.
enum Samples {
    static let gameID = try! GameID("K7MZ2QHD")
    static let adaSecret = try! SeatSecret("q3UvBw8Pz1X0aY5mR2tL9g")
    static let bobSecret = try! SeatSecret("Zm9yIGJvYiBvbmx5IDopIA")
    static let ada = try! PlayerName("Ada")
    static let bob = try! PlayerName("Bob")
    static let moveID = try! ClientMoveID("m1")
    static let setup = GameSetup.ticTacToe(TicTacToeOptions())

    static func square(_ name: String) -> Square { Square(name: name)! }
    static func mark(_ name: String) -> AnyMove { .ticTacToe(.mark(square(name))) }
    static func view(_ moves: String, starter: Seat = Seat(0)) -> AnyView {
        .ticTacToe(try! TicTacToe(starter: starter, replaying: moves.split(separator: " ").map { square(String($0)) }))
    }

    static let client: [(name: String, message: ClientMessage)] = [
        ("client-createRoom", .createRoom(setup: setup, name: ada)),
        ("client-quickMatch", .quickMatch(kind: .ticTacToe, name: ada)),
        ("client-move", .move(move: mark("b2"), clientMoveID: moveID, lastSeenSequence: 2)),
    ]

    /// Round 1 of room K7MZ2QHD as `history` tells it: Ada (X) won on the diagonal in 41 s.
    static let finishedGame = FinishedGame(
        gameID: gameID, round: 1, setup: setup, players: [ada, bob], startedAt: 1_795_305_600_000,
        duration: GameTime(milliseconds: 41_250), outcome: .won(by: [Seat(0)]), finalView: view("b2 a2 a1 c1 c3"))

    /// Ada's snapshot after Bob joined and Ada opened in the centre.
    static let playingSnapshot = RoomSnapshot(
        gameID: gameID, setup: setup, phase: .playing, round: 1, view: view("b2"), yourSeat: Seat(0),
        players: [PlayerInfo(seat: Seat(0), name: ada), PlayerInfo(seat: Seat(1), name: bob)],
        score: RoomScore(seatCount: 2), spectators: 1, lastResult: nil, sequence: 4)

    /// A late spectator's snapshot of round 2, with Bob away and the score 1-0 to Ada.
    static let spectatorSnapshot = RoomSnapshot(
        gameID: gameID, setup: setup, phase: .playing, round: 2, view: view("a1 b2", starter: Seat(1)),
        yourSeat: nil,
        players: [
            PlayerInfo(seat: Seat(0), name: ada, wantsRematch: false),
            PlayerInfo(seat: Seat(1), name: bob, connection: .disconnected, claimableInMilliseconds: 41_250),
        ],
        score: RoomScore(wins: [1, 0]), spectators: 2, lastResult: nil, sequence: 19)

    /// A room that waits for its second player.
    static let waitingSnapshot = RoomSnapshot(
        gameID: gameID, setup: setup, phase: .waitingForPlayers, round: 0, view: nil, yourSeat: Seat(0),
        players: [PlayerInfo(seat: Seat(0), name: ada)], score: RoomScore(seatCount: 2), spectators: 0,
        lastResult: nil, sequence: 0)

    static let events: [(name: String, event: RoomEvent, sequence: Int)] = [
        ("roundStarted", .roundStarted(round: 1, starter: Seat(0), view: view("")), 2),
        ("moved", .moved(seat: Seat(0), move: mark("b2"), update: .whole(view("b2"))), 4),
    ]

    /// The refusals by tic-tac-toe's rules, one for each error code they give.
    static let errors: [ProtocolError] = [
        .refused(.ticTacToe(.notYourTurn(toMove: Seat(1))), clientMoveID: moveID),
        .refused(.ticTacToe(.squareTaken(square("b2"), by: .x)), clientMoveID: try! ClientMoveID("m2")),
        .refused(.ticTacToe(.gameOver), clientMoveID: try! ClientMoveID("m5")),
    ]

    static let server: [(name: String, message: ServerMessage)] =
        [
            ("server-snapshot", .snapshot(snapshot: playingSnapshot)),
            ("server-snapshot-spectator", .snapshot(snapshot: spectatorSnapshot)),
            ("server-snapshot-waiting", .snapshot(snapshot: waitingSnapshot)),
            ("server-history", .history(games: [finishedGame])),
        ]
        + events.map { ("server-event-\($0.name)", .event(event: $0.event, sequence: $0.sequence)) }
        + errors.map { error in ("server-error-\(error.code.rawValue)", .error(error: error)) }
}
