import ClientCore
import GameCatalog
import GameCore
import TestGames
import Testing
import WireProtocol

/// Values the online tests share: room ABCD2345, Ann in seat 0 against Bob in seat 1, racing in the tests' press
/// race (the session knows it only by its play parts).
enum OnlineFixture {
    static let gameID = try! GameID("ABCD2345")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 7, count: SeatSecret.byteCount))!
    static let options = PressRace.Options(seats: 2)
    static let setup = GameSetup(PressRace.self, options)

    /// The go: the countdown is over and the race is open.
    static let go: (PressRace.Move, Seat) = (.go, Seat(0))

    /// A race of two after `moves` (each by its seat), as `viewer` sees it.
    static func view(after moves: [(PressRace.Move, Seat)], for viewer: Viewer = .spectator) -> AnyView {
        var race = PressRace.newRound(of: options, starter: Seat(0), seed: 5)
        for (move, seat) in moves { try! race.apply(move, by: seat, at: GameTime(milliseconds: 1_000)) }
        return AnyView(PressRace.self, race.view(for: viewer))
    }

    /// The room as seat `seat` (or a spectator) sees it, with `moves` played in round 1.
    static func snapshot(seat: Seat?, moves: [(PressRace.Move, Seat)] = [], sequence: Int = 3) -> RoomSnapshot {
        let view = view(after: moves, for: seat.map(Viewer.seat) ?? .spectator)
        return RoomSnapshot(
            gameID: gameID, setup: setup, phase: view.isOver ? .roundOver : .playing, round: 1, view: view,
            yourSeat: seat, players: [PlayerInfo(seat: Seat(0), name: ann), PlayerInfo(seat: Seat(1), name: bob)],
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: sequence)
    }

    /// The `moved` event for `move` by `seat` after `before`.
    static func moved(_ move: PressRace.Move, by seat: Seat, after before: [(PressRace.Move, Seat)]) -> RoomEvent {
        .moved(
            seat: seat, move: AnyMove(PressRace.self, move), update: .whole(view(after: before + [(move, seat)])))
    }

    /// A connected session for `intent`, with the first effects swallowed.
    static func session(_ intent: OnlineIntent, name: PlayerName = ann) -> OnlineSession {
        var session = OnlineSession(
            intent: intent, name: name, clientVersion: "test", moveIDPrefix: "t", plays: TestGames.plays)
        _ = session.start()
        _ = session.reduce(.connected)
        // NB: the spinner's tick, pending since start(), goes off; only then may another timer be asked for.
        _ = session.reduce(.ticked())
        return session
    }
}

struct OnlineSessionTests {
    typealias F = OnlineFixture

    @Test(arguments: [
        (OnlineIntent.host(F.setup), ClientMessage.createRoom(setup: F.setup, name: F.ann)),
        (.join(F.gameID, secret: nil), .join(gameID: F.gameID, name: F.ann, seatSecret: nil)),
        (.join(F.gameID, secret: F.secret), .join(gameID: F.gameID, name: F.ann, seatSecret: F.secret)),
        (.watch(F.gameID), .watch(gameID: F.gameID)),
        (.quickMatch(GameKind(PressRace.self)), .quickMatch(kind: GameKind(PressRace.self), name: F.ann)),
    ])
    func connectingSaysHelloThenEntersTheRoom(_ intent: OnlineIntent, _ entry: ClientMessage) {
        var session = OnlineSession(
            intent: intent, name: F.ann, clientVersion: "1.0", moveIDPrefix: "t", plays: TestGames.plays)
        #expect(session.start() == [.tick(after: OnlineSession.spinnerPeriod)])
        #expect(session.status == .connecting(spinner: "|"))
        #expect(session.reduce(.ticked()) == [.tick(after: OnlineSession.spinnerPeriod)])
        #expect(session.status == .connecting(spinner: "/"))
        let effects = session.reduce(.connected)
        #expect(
            effects == [.send(.hello(protocolVersion: .current, client: "parlor", clientVersion: "1.0")), .send(entry)])
        #expect(session.status == .connecting(spinner: "/"), "no room yet, and no timer: the tick already pending")
    }

    @Test func aSeatIsStoredAndTakenBackAfterAReconnect() {
        var session = F.session(.host(F.setup))
        #expect(
            session.reduce(.received(.seated(gameID: F.gameID, seat: Seat(0), seatSecret: F.secret)))
                == [.storeSecret(F.secret, gameID: F.gameID)])
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        _ = session.reduce(.disconnected(reason: "connection lost"))
        #expect(session.reduce(.retrying(attempt: 2, after: .seconds(2))) == [.tick(after: .seconds(1))])
        #expect(session.status == .reconnecting(attempt: 2, seconds: 2))
        _ = session.reduce(.ticked())
        #expect(session.status == .reconnecting(attempt: 2, seconds: 1))
        _ = session.reduce(.connecting(attempt: 2))
        let effects = session.reduce(.connected)
        // NB: the old connection is this session's own: the server may not have noticed it drop yet.
        #expect(effects.contains(.send(.join(gameID: F.gameID, name: F.ann, seatSecret: F.secret, takeOver: true))))
    }

    @Test func itBecomesYourMoveWithABellAndMovesAreSentNotGuessed() {
        var session = F.session(.join(F.gameID, secret: nil), name: F.bob)
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(1)))))
        #expect(session.status == .game("Get ready: the race opens in a moment"))
        let effects = session.reduce(.received(.event(event: F.moved(.go, by: Seat(0), after: []), sequence: 4)))
        #expect(effects == [.bell])
        #expect(session.status == .yourMove)
        let move = session.reduce(.play(PlayIntent(PressRacePlay.self, .press(nil))))
        #expect(
            move == [
                .send(
                    .move(
                        move: AnyMove(PressRace.self, .press), clientMoveID: try! ClientMoveID("t-1"),
                        lastSeenSequence: 4))
            ])
        let race = session.room?.view?.view(of: PressRace.self)
        #expect(race?.open == true)
        #expect(race?.winner == nil, "the race changes only when the server says so")
        #expect(session.status == .yourMove)
    }

    @Test func keysTypedBeforeARaceWasDecidedAreDroppedOnceItIs() {
        var session = F.session(.join(F.gameID, secret: nil), name: F.bob)
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(1)))))
        let go = session.reduce(.received(.event(event: F.moved(.go, by: Seat(0), after: []), sequence: 4)))
        #expect(!go.contains(.discardTypeAhead), "the race is open, not decided")
        let won = session.reduce(.received(.event(event: F.moved(.press, by: Seat(0), after: [F.go]), sequence: 5)))
        #expect(won.contains(.discardTypeAhead))
    }

    @Test func duplicatesAreIgnoredAndAGapAsksForOneSnapshot() {
        var session = F.session(.watch(F.gameID))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: nil, moves: [F.go], sequence: 4))))
        #expect(session.reduce(.received(.event(event: F.moved(.go, by: Seat(0), after: []), sequence: 4))) == [])
        #expect(session.room?.view?.view(of: PressRace.self)?.open == true)
        let late = F.moved(.press, by: Seat(1), after: [F.go])
        #expect(session.reduce(.received(.event(event: late, sequence: 6))) == [.send(.requestSnapshot)])
        #expect(session.reduce(.received(.event(event: late, sequence: 7))) == [], "one request until it comes")
        #expect(session.room?.view?.view(of: PressRace.self)?.winner == nil, "nothing applied out of order")
        _ = session.reduce(
            .received(.snapshot(snapshot: F.snapshot(seat: nil, moves: [F.go, (.press, Seat(1))], sequence: 6))))
        #expect(session.room?.view?.view(of: PressRace.self)?.winner == Seat(1))
        #expect(session.reduce(.received(.event(event: late, sequence: 8))) == [.send(.requestSnapshot)])
    }

    @Test func spectatorsCannotMoveAndSeeWhoIsToMove() {
        var session = F.session(.watch(F.gameID))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: nil, moves: [F.go]))))
        #expect(session.status == .toMove(name: "Ann and Bob"))
        #expect(session.reduce(.play(PlayIntent(PressRacePlay.self, .press(nil)))) == [])
        #expect(session.notice == "You are watching: only the players move.")
    }

    @Test(
        arguments: [
            (Seat(0), OnlineStatus.youWon), (Seat(1), .youLost), (nil, .won(name: "Ann")),
        ] as [(Seat?, OnlineStatus)])
    func theEndOfARoundIsToldFromEachSide(_ seat: Seat?, _ expected: OnlineStatus) {
        var session = F.session(seat == nil ? .watch(F.gameID) : .join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: seat, moves: [F.go]))))
        _ = session.reduce(.received(.event(event: F.moved(.press, by: Seat(0), after: [F.go]), sequence: 4)))
        _ = session.reduce(.received(.event(event: .roundEnded(round: 1, outcome: .won(by: [Seat(0)])), sequence: 5)))
        #expect(session.status == expected)
        #expect(session.room?.score.wins == [1, 0])
        let rematch = session.reduce(.rematchRequested)
        #expect(rematch == (seat == nil ? [] : [.send(.offerRematch)]))
    }

    @Test func anAwayOpponentCountsDownToAClaim() {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0), moves: [F.go]))))
        let away = RoomEvent.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 2_000)
        #expect(session.reduce(.received(.event(event: away, sequence: 4))) == [.tick(after: .seconds(1))])
        #expect(session.status == .opponentAway(name: "Bob", claimableInSeconds: 2))
        #expect(session.reduce(.claimRequested) == [], "too early: nothing sent")
        #expect(session.reduce(.ticked()) == [.tick(after: .seconds(1))])
        #expect(session.reduce(.ticked()) == [], "at 0 the timer stops")
        #expect(session.status == .opponentAway(name: "Bob", claimableInSeconds: 0))
        #expect(session.reduce(.claimRequested) == [.send(.claimVictory)])
    }

    @Test func aFullRoomIsWatchedInsteadAndAnUnknownOneEndsTheSession() {
        var session = F.session(.join(F.gameID, secret: nil))
        let full = ProtocolError(code: .roomFull, message: "full")
        #expect(session.reduce(.received(.error(error: full))) == [.send(.watch(gameID: F.gameID))])
        #expect(session.isSpectator)
        var lost = F.session(.join(F.gameID, secret: nil))
        let unknown = ProtocolError(code: .unknownRoom, message: "no room ABCD2345")
        #expect(lost.reduce(.received(.error(error: unknown))) == [.quit])
        #expect(lost.failure == unknown)
    }

    /// Whether a round may still be aborted hangs on the game's count of moves (a game's own tests check its
    /// count); whatever the game, a spectator cannot abort, nor anyone once the round is over.
    @Test(
        arguments: [
            ([F.go], nil, "You are watching: only the players can abort."),
            ([F.go, (.press, Seat(1))], Seat(0), "There is no round to abort."),
        ] as [([(PressRace.Move, Seat)], Seat?, String)])
    func abortIsRefusedHereWithoutAskingTheServer(_ moves: [(PressRace.Move, Seat)], _ seat: Seat?, _ notice: String) {
        var session = F.session(seat == nil ? .watch(F.gameID) : .join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: seat, moves: moves))))
        #expect(!session.canAbort)
        #expect(session.reduce(.abortRequested) == [])
        #expect(session.notice == notice)
    }

    @Test func anAbortTheServerRefusesIsShownAndTheAbortedRoundIsTold() {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0), moves: [F.go]))))
        let late = ProtocolError(
            code: .tooLateToAbort, message: "A round can be aborted only before its second move; this one has 2 moves.")
        #expect(session.reduce(.received(.error(error: late))) == [])
        #expect(session.notice == late.message)
        _ = session.reduce(.received(.event(event: .aborted(round: 1, seat: Seat(1)), sequence: 4)))
        #expect(session.status == .aborted)
        #expect(!session.canAbort)
        #expect(session.room?.score.wins == [0, 0], "an aborted round does not count")
    }

    @Test func abortNeedsTheConnection() {
        var session = F.session(.join(F.gameID, secret: F.secret))
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: Seat(0)))))
        _ = session.reduce(.disconnected(reason: "connection lost"))
        #expect(session.reduce(.abortRequested) == [])
        #expect(session.notice == "Not connected: wait for the game.")
    }

    @Test(
        arguments: [
            (nil, "parlor join ABCD2345"),
            ("ws://192.168.1.20:7420", "parlor join ABCD2345 --server ws://192.168.1.20:7420"),
        ] as [(String?, String)])
    func copyingPutsTheExactJoinCommandOnTheClipboard(_ server: String?, _ command: String) {
        var session = OnlineSession(
            intent: .host(F.setup), name: F.ann, clientVersion: "t", moveIDPrefix: "t", joinServer: server,
            plays: TestGames.plays)
        _ = session.reduce(.connected)
        #expect(session.reduce(.copyJoinCommandRequested) == [])
        #expect(session.notice == "There is no game ID to copy yet.")
        _ = session.reduce(.received(.seated(gameID: F.gameID, seat: Seat(0), seatSecret: F.secret)))
        var waiting = F.snapshot(seat: Seat(0))
        waiting.phase = .waitingForPlayers
        waiting.players.removeLast()
        _ = session.reduce(.received(.snapshot(snapshot: waiting)))
        #expect(session.joinCommand == command)
        #expect(session.reduce(.copyJoinCommandRequested) == [.copyToClipboard(command)])
        #expect(session.notice == "Copied the join command (if your terminal allows OSC 52).")
        #expect(!command.contains(F.secret.revealedText), "the seat secret never leaves in the command")
    }

    @Test(
        arguments: [
            (Seat(0), nil, "You left; your seat is kept: parlor join ABCD2345 takes it back."),
            (
                Seat(1), "ws://10.0.0.2:7420",
                "You left; your seat is kept: parlor join ABCD2345 --server ws://10.0.0.2:7420 takes it back."
            ),
            (nil, nil, nil),
        ] as [(Seat?, String?, String?)])
    func quittingSendsNothingSoThePlayerKeepsTheSeat(_ seat: Seat?, _ server: String?, _ farewell: String?) {
        var session = F.session(seat == nil ? .watch(F.gameID) : .join(F.gameID, secret: F.secret))
        session.joinServer = server
        #expect(session.farewell == nil, "no seat before the room is known")
        _ = session.reduce(.received(.snapshot(snapshot: F.snapshot(seat: seat, moves: [F.go]))))
        #expect(session.reduce(.quitRequested) == [.quit], "no leave message: leaving would give up the seat")
        #expect(session.farewell == farewell)
    }

    @Test func givingUpShowsTheServerUnreachable() {
        var session = F.session(.host(F.setup))
        _ = session.reduce(.gaveUp)
        #expect(session.status == .unreachable)
    }
}
