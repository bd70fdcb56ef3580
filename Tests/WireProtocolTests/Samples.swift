import GameCatalog
import GameCore
import Minesweeper
import TestGames
import TicTacToe
import WireProtocol

/// One example of every message, event and error, named for its fixture file. The values tell one story:
/// Ada creates room K7MZ2QHD, Bob joins, and Ada (X) opens in the centre.
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
        ("client-hello", .hello(protocolVersion: .current, client: "parlor", clientVersion: "0.3.0")),
        ("client-createRoom", .createRoom(setup: setup, name: ada)),
        ("client-join", .join(gameID: gameID, name: bob, seatSecret: nil)),
        ("client-join-rejoin", .join(gameID: gameID, name: bob, seatSecret: bobSecret)),
        ("client-join-takeOver", .join(gameID: gameID, name: bob, seatSecret: bobSecret, takeOver: true)),
        ("client-quickMatch", .quickMatch(kind: .ticTacToe, name: ada)),
        ("client-watch", .watch(gameID: gameID)),
        ("client-move", .move(move: mark("b2"), clientMoveID: moveID, lastSeenSequence: 2)),
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
        ("client-createRoom-minesweeper", .createRoom(setup: Sweep.setup, name: ada)),
        (
            "client-move-minesweeper",
            .move(move: .minesweeper(.reveal(Sweep.e5)), clientMoveID: moveID, lastSeenSequence: 3)
        ),
        (
            "client-move-minesweeper-flag",
            .move(
                move: .minesweeper(.flag(Sweep.cell("d7"), on: true)), clientMoveID: try! ClientMoveID("m2"),
                lastSeenSequence: 4)
        ),
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
        ("playerJoined", .playerJoined(seat: Seat(1), name: bob), 1),
        ("roundStarted", .roundStarted(round: 1, starter: Seat(0), view: view("")), 2),
        ("spectatorsChanged", .spectatorsChanged(count: 1), 3),
        ("moved", .moved(seat: Seat(0), move: mark("b2"), update: .whole(view("b2"))), 4),
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
        .refused(.ticTacToe(.notYourTurn(toMove: Seat(1))), clientMoveID: moveID),
        .refused(.ticTacToe(.squareTaken(square("b2"), by: .x)), clientMoveID: try! ClientMoveID("m2")),
        .refused(.ticTacToe(.gameOver), clientMoveID: try! ClientMoveID("m5")),
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
            ("server-snapshot", .snapshot(snapshot: playingSnapshot)),
            ("server-snapshot-spectator", .snapshot(snapshot: spectatorSnapshot)),
            ("server-snapshot-waiting", .snapshot(snapshot: waitingSnapshot)),
            ("server-moveAccepted", .moveAccepted(clientMoveID: moveID, sequence: 4)),
            ("server-pong", .pong(nonce: "17")),
            ("server-pointer", .pointer(seat: Seat(1), at: BoardPoint(row: 6, column: 3))),
            ("server-pointer-gone", .pointer(seat: Seat(1), at: nil)),
            ("server-history", .history(games: [finishedGame])),
            ("server-snapshot-minesweeper", .snapshot(snapshot: Sweep.snapshot)),
            ("server-event-moved-change", .event(event: Sweep.firstReveal, sequence: 4)),
            ("server-event-moved-change-mineHit", .event(event: Sweep.mineHit, sequence: 6)),
            (
                "server-refusal-minesweeper",
                .error(
                    error: .refused(.minesweeper(.alreadyRevealed(Sweep.e5)), clientMoveID: try! ClientMoveID("m3")))
            ),
            ("server-history-minesweeper", .history(games: [Sweep.finished])),
        ]
        + events.map { ("server-event-\($0.name)", .event(event: $0.event, sequence: $0.sequence)) }
        + errors.map { error in ("server-error-\(error.code.rawValue)", .error(error: error)) }
}

/// One co-operative Minesweeper story in room K7MZ2QHD: Ada opens a beginner board at e5, Bob flags d7, then Bob
/// reveals a mine.
enum Sweep {
    static let options = MinesweeperPreset.beginner.options
    static let setup = GameSetup.minesweeper(MinesweeperSetup(options: options, maxPlayers: 4))
    static let e5 = cell("e5")

    static func cell(_ name: String) -> Cell { Cell(name: name)! }

    static let start = Minesweeper(options: options, seatCount: 4, seed: 42)

    static let opened: Minesweeper = {
        var game = start
        try! game.apply(.reveal(e5), by: Seat(0), at: GameTime(milliseconds: 1_200))
        return game
    }()

    static let exploded: Minesweeper = {
        var game = opened
        try! game.apply(.reveal(game.mines[0]), by: Seat(1), at: GameTime(milliseconds: 9_400))
        return game
    }()

    static func moved(from before: Minesweeper, to after: Minesweeper) -> RoomEvent {
        let change = after.update(since: before, for: .spectator)
        return .moved(seat: change.seat, move: .minesweeper(change.move), update: .change(.minesweeper(change)))
    }

    static let firstReveal = moved(from: start, to: opened)
    static let mineHit = moved(from: opened, to: exploded)

    /// Bob's snapshot just after Ada's first reveal, 4.25 s into the round.
    static let snapshot = RoomSnapshot(
        gameID: Samples.gameID, setup: setup, phase: .playing, round: 1,
        view: .minesweeper(opened.view(for: .seat(Seat(1)))),
        yourSeat: Seat(1),
        players: [PlayerInfo(seat: Seat(0), name: Samples.ada), PlayerInfo(seat: Seat(1), name: Samples.bob)],
        score: RoomScore(seatCount: 4), spectators: 0, lastResult: nil, sequence: 4,
        clock: GameTime(milliseconds: 4_250))

    static let finished = FinishedGame(
        gameID: Samples.gameID, round: 1, setup: setup, players: [Samples.ada, Samples.bob],
        startedAt: 1_795_305_600_000,
        duration: GameTime(milliseconds: 8_200), outcome: .lostByAll,
        finalView: .minesweeper(exploded.view(for: .spectator)))
}
