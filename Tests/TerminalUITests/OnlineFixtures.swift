import ClientCore
import GameCatalog
import GameCore
import TestGames
import WireProtocol

/// Online sessions in the states the screens show: room K7MZ2QHD, Ann against Bob in the tests' press race (each
/// game's tests show its own board online).
enum OnlineFixtures {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 9, count: SeatSecret.byteCount))!
    static let server = "ws://127.0.0.1:7420"

    static let setup = GameSetup(PressRace.self, PressRace.Options(seats: 2))
    static let go: (PressRace.Move, Seat) = (.go, Seat(0))

    static func room(
        seat: Seat?, moves: [(PressRace.Move, Seat)], phase: RoomPhase? = nil,
        bob: PlayerInfo? = PlayerInfo(seat: Seat(1), name: bob), spectators: Int = 0, result: RoundResult? = nil,
        score: RoomScore = RoomScore(seatCount: 2)
    ) -> RoomSnapshot {
        var race = PressRace.newRound(of: PressRace.Options(seats: 2), starter: Seat(0), seed: 5)
        for (move, by) in moves { try! race.apply(move, by: by, at: GameTime(milliseconds: 1_000)) }
        let view = AnyView(PressRace.self, race.view(for: seat.map(Viewer.seat) ?? .spectator))
        return RoomSnapshot(
            gameID: gameID, setup: setup, phase: phase ?? (race.over ? .roundOver : .playing), round: 1,
            view: phase == .waitingForPlayers ? nil : view, yourSeat: seat,
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

    static let connecting: OnlineSession = {
        var session = OnlineSession(
            intent: .host(setup), name: ann, clientVersion: "t", moveIDPrefix: "t",
            plays: TestGames.plays)
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

    static let yourMove = session(.join(gameID, secret: secret), room: room(seat: Seat(0), moves: [go]))

    static let opponentAway = session(
        .join(gameID, secret: secret),
        room: room(
            seat: Seat(0), moves: [go],
            bob: PlayerInfo(seat: Seat(1), name: bob, connection: .disconnected, claimableInMilliseconds: 42_000)))

    static let reconnecting = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: [go]),
        link: [.disconnected(reason: "connection lost"), .retrying(attempt: 3, after: .seconds(4))])

    static let watching = session(
        .watch(gameID),
        room: room(seat: nil, moves: [go], spectators: 3))

    static let youWon = session(
        .join(gameID, secret: secret),
        room: room(
            seat: Seat(0), moves: [go, (.press, Seat(0))],
            result: .finished(outcome: .won(by: [Seat(0)])), score: RoomScore(wins: [1, 0])))

    /// A first connection refused twice: the attempt and the reason are on screen.
    static let connectingAfterFailures: OnlineSession = {
        var session = connecting
        for attempt in 1...2 {
            _ = session.reduce(.disconnected(reason: "cannot connect: connection refused"))
            _ = session.reduce(.retrying(attempt: attempt + 1, after: .seconds(2)))
            _ = session.reduce(.connecting(attempt: attempt + 1))
        }
        return session
    }()

    /// A first connection that never opened, given up.
    static let unreachable: OnlineSession = {
        var session = connecting
        for attempt in 1...OnlineSession.firstConnectAttempts {
            _ = session.reduce(.disconnected(reason: "cannot connect: connection refused"))
            _ = session.reduce(.retrying(attempt: attempt + 1, after: .seconds(2)))
        }
        return session
    }()

    /// A LAN friend whose host left: the server closed with 1001.
    static let serverStopped = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: [go]),
        link: [
            .disconnected(reason: "closed (1001): server shutting down"), .retrying(attempt: 2, after: .seconds(1)),
        ])

    /// A LAN friend whose host quit: the host's server closed with 1001 "host left", given up at once.
    static let hostLeft = session(
        .join(gameID, secret: secret), room: room(seat: Seat(1), moves: [go]),
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
        session(.join(gameID, secret: secret), room: room(seat: Seat(1), moves: [go])))

    /// A host waiting for a friend when the server stopped (a restart, perhaps): still trying.
    static let waitingServerStopped = session(
        .join(gameID, secret: secret), room: room(seat: Seat(0), moves: [], phase: .waitingForPlayers, bob: nil),
        link: [
            .disconnected(reason: "closed (1001): server shutting down"), .retrying(attempt: 2, after: .seconds(1)),
        ])

    /// The host of `waitingServerStopped` once the tries are over.
    static let waitingGaveUp = givenUpAfterStop(waiting)

    /// A spectator of a room that waits for its second player.
    static let watchingWaiting = session(
        .watch(gameID), room: room(seat: nil, moves: [], phase: .waitingForPlayers, bob: nil, spectators: 2))

    /// The round is over and Ann offered a rematch; `seat` is the one looking.
    static func rematchOffered(seat: Seat?) -> OnlineSession {
        var room = room(
            seat: seat, moves: [go, (.press, Seat(0))], result: .finished(outcome: .won(by: [Seat(0)])),
            score: RoomScore(wins: [1, 0]))
        room.players[0].wantsRematch = true
        return session(seat == nil ? .watch(gameID) : .join(gameID, secret: secret), room: room)
    }

    /// A LAN host who pressed q once, in a game.
    static let hostQuitting: OnlineSession = {
        var session = yourMove
        session.hostsServer = true
        _ = session.reduce(.quitRequested)
        return session
    }()
}
