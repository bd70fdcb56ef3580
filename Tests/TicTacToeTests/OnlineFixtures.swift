import ClientCore
import GameCatalog
import GameCore
import TestGames
import TicTacToe
import WireProtocol

/// Online tic-tac-toe sessions in the states the screens show: room K7MZ2QHD, Ann (X) against Bob (O).
enum OnlineFixtures {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 9, count: SeatSecret.byteCount))!
    static let server = "ws://127.0.0.1:7420"

    static func room(
        seat: Seat?, moves: [String], phase: RoomPhase? = nil, bob: PlayerInfo? = PlayerInfo(seat: Seat(1), name: bob),
        spectators: Int = 0, result: RoundResult? = nil, score: RoomScore = RoomScore(seatCount: 2)
    ) -> RoomSnapshot {
        var game = TicTacToe(starter: Seat(0))
        for name in moves { try! game.apply(.mark(Square(name: name)!), by: game.seatToMove!) }
        return RoomSnapshot(
            gameID: gameID, setup: GameKind.ticTacToe.standardSetup,
            phase: phase ?? (game.isOver ? .roundOver : .playing), round: 1,
            view: phase == .waitingForPlayers ? nil : .ticTacToe(game), yourSeat: seat,
            players: [PlayerInfo(seat: Seat(0), name: ann)] + (bob.map { [$0] } ?? []), score: score,
            spectators: spectators, lastResult: result, sequence: 5)
    }

    static func session(_ intent: OnlineIntent, room: RoomSnapshot?, link: [OnlineAction] = []) -> OnlineSession {
        var session = OnlineSession(
            intent: intent, name: ann, clientVersion: "test", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        _ = session.reduce(.connected)
        // NB: the spinner's tick, pending since start(), goes off; only then may another timer be asked for.
        _ = session.reduce(.ticked())
        if let room { _ = session.reduce(.received(.snapshot(snapshot: room))) }
        for action in link { _ = session.reduce(action) }
        return session
    }

    /// The first move is made: either player may still abort.
    static let firstMoveMade = session(.join(gameID, secret: secret), room: room(seat: Seat(1), moves: ["b2"]))

    static let yourMove = session(.join(gameID, secret: secret), room: room(seat: Seat(0), moves: ["b2", "a1"]))

    static let opponentAway = session(
        .join(gameID, secret: secret),
        room: room(
            seat: Seat(0), moves: ["b2"],
            bob: PlayerInfo(seat: Seat(1), name: bob, connection: .disconnected, claimableInMilliseconds: 42_000)))

    static let reconnecting = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: ["b2"]),
        link: [.disconnected(reason: "connection lost"), .retrying(attempt: 3, after: .seconds(4))])

    static let watching = session(
        .watch(gameID),
        room: room(seat: nil, moves: ["b2", "a1", "c3", "a3", "a2"], spectators: 3))

    static let youWon = session(
        .join(gameID, secret: secret),
        room: room(
            seat: Seat(0), moves: ["a1", "b1", "a2", "b2", "a3"],
            result: .finished(outcome: .won(by: [Seat(0)])), score: RoomScore(wins: [1, 0])))

    /// A LAN friend whose host left: the server closed with 1001.
    static let serverStopped = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: ["b2"]),
        link: [
            .disconnected(reason: "closed (1001): server shutting down"), .retrying(attempt: 2, after: .seconds(1)),
        ])

    /// A LAN friend whose host quit: the host's server closed with 1001 "host left", given up at once.
    static let hostLeft = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: ["b2"]),
        link: [.disconnected(reason: "closed (1001): \(OnlineSession.hostLeftCloseReason)")])

    /// `session` after its server closed with 1001 and refused every try, 15 s apart, until the session gave up.
    static func givenUpAfterStop(_ session: OnlineSession) -> OnlineSession {
        var session = session
        _ = session.reduce(.disconnected(reason: "closed (1001): server shutting down"))
        for attempt in 2...30 where session.link != .unreachable {
            _ = session.reduce(.retrying(attempt: attempt, after: .seconds(15)))
            while case .reconnecting(_, let seconds) = session.link, seconds > 0 { _ = session.reduce(.ticked()) }
            _ = session.reduce(.connecting(attempt: attempt))
            _ = session.reduce(.disconnected(reason: "cannot connect: connection refused"))
        }
        return session
    }

    /// The friend of `serverStopped` once the tries are over.
    static let serverStoppedGaveUp = givenUpAfterStop(
        session(.join(gameID, secret: secret), room: room(seat: Seat(1), moves: ["b2"])))

    /// The round is over and Ann offered a rematch; `seat` is the one looking.
    static func rematchOffered(seat: Seat?) -> OnlineSession {
        var room = room(
            seat: seat, moves: ["a1", "b1", "a2", "b2", "a3"], result: .finished(outcome: .won(by: [Seat(0)])),
            score: RoomScore(wins: [1, 0]))
        room.players[0].wantsRematch = true
        return session(seat == nil ? .watch(gameID) : .join(gameID, secret: secret), room: room)
    }

    /// Bob aborted the round.
    static let abortedByBob = session(
        .join(gameID, secret: secret),
        room: room(seat: Seat(0), moves: ["b2"], phase: .roundOver, result: .aborted(seat: Seat(1))))

    /// A LAN host who pressed q once, in a game.
    static let hostQuitting: OnlineSession = {
        var session = yourMove
        session.hostsServer = true
        _ = session.reduce(.quitRequested)
        return session
    }()
}
