import ClientCore
import GameCatalog
import GameCore
import TicTacToe
import WireProtocol

/// Online sessions in the states the screens show: room K7MZ2QHD, Ann (X) against Bob (O).
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
        var session = OnlineSession(intent: intent, name: ann, clientVersion: "test", moveIDPrefix: "t")
        _ = session.start()
        _ = session.reduce(.connected)
        // NB: the spinner's tick, pending since start(), goes off; only then may another timer be asked for.
        _ = session.reduce(.ticked)
        if let room { _ = session.reduce(.received(.snapshot(snapshot: room))) }
        for action in link { _ = session.reduce(action) }
        return session
    }

    static let connecting: OnlineSession = {
        var session = OnlineSession(
            intent: .host(GameKind.ticTacToe.standardSetup), name: ann, clientVersion: "t", moveIDPrefix: "t")
        _ = session.start()
        return session
    }()

    static let waiting = session(
        .join(gameID, secret: secret), room: room(seat: Seat(0), moves: [], phase: .waitingForPlayers, bob: nil))

    /// The waiting screen of a host on a LAN server, just after `y` copied the join command.
    static let waitingCopied: OnlineSession = {
        var session = waiting
        session.joinServer = "ws://192.168.1.20:7420"
        _ = session.reduce(.copyJoinCommandRequested)
        return session
    }()

    /// The waiting screen of `parlor host --lan` on a machine with only loopback: the warning under the command.
    static let waitingOnLoopback: OnlineSession = {
        var session = waiting
        session.joinServer = "ws://127.0.0.1:40123"
        session.joinWarning = "Only loopback found: friends on other machines cannot reach ws://127.0.0.1:40123."
        return session
    }()

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
}
