import ClientCore
import CustomDump
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing
import WireProtocol

struct OnlinePlainSessionTests {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 3, count: SeatSecret.byteCount))!

    static let options = PressRace.Options(seats: 2)
    static let setup = GameSetup(PressRace.self, options)
    static let go: (PressRace.Move, Seat) = (.go, Seat(0))

    /// A race of two after `moves` (each by its seat), as everyone sees it.
    static func race(_ moves: [(PressRace.Move, Seat)]) -> AnyView {
        var race = PressRace.newRound(of: options, starter: Seat(0), seed: 5)
        for (move, seat) in moves { try! race.apply(move, by: seat, at: GameTime(milliseconds: 1_000)) }
        return AnyView(PressRace.self, race.view(for: .spectator))
    }

    static func room(
        seat: Seat?, phase: RoomPhase, players: [PlayerInfo], moves: [(PressRace.Move, Seat)] = []
    ) -> RoomSnapshot {
        RoomSnapshot(
            gameID: gameID, setup: setup, phase: phase, round: phase == .playing ? 1 : 0,
            view: phase == .playing ? race(moves) : nil, yourSeat: seat, players: players,
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: 0)
    }

    static func moved(_ move: PressRace.Move, by seat: Seat, after before: [(PressRace.Move, Seat)]) -> RoomEvent {
        .moved(seat: seat, move: AnyMove(PressRace.self, move), update: .whole(race(before + [(move, seat)])))
    }

    typealias Either = OnlinePlainInput

    /// Feeds `inputs` and returns every printed line, and the effects of the last step.
    static func run(_ plain: inout OnlinePlainSession, _ inputs: [Either]) -> (lines: [String], effects: [OnlineEffect])
    {
        OnlinePlainInput.run(&plain, inputs)
    }

    @Test func theHostSeesOneGameIDLineThenAWholeGameEndingWithOneResultLine() {
        let session = OnlineSession(
            intent: .host(Self.setup), name: Self.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        _ = plain.start()
        let annOnly = [PlayerInfo(seat: Seat(0), name: Self.ann)]
        let (lines, _) = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.seated(gameID: Self.gameID, seat: Seat(0), seatSecret: Self.secret))),
                .action(
                    .received(
                        .snapshot(snapshot: Self.room(seat: Seat(0), phase: .waitingForPlayers, players: annOnly)))),
                .action(.received(.event(event: .playerJoined(seat: Seat(1), name: Self.bob), sequence: 1))),
                .action(
                    .received(
                        .event(event: .roundStarted(round: 1, starter: Seat(0), view: Self.race([])), sequence: 2))),
                .action(.received(.event(event: Self.moved(.go, by: Seat(0), after: []), sequence: 3))),
                .line("press"),
                .action(.received(.event(event: Self.moved(.press, by: Seat(1), after: [Self.go]), sequence: 4))),
                .action(.received(.event(event: .roundEnded(round: 1, outcome: .won(by: [Seat(1)])), sequence: 5))),
            ])
        #expect(lines.filter { $0.hasPrefix("Game ID: ") } == ["Game ID: K7MZ2QHD"])
        #expect(lines.filter { $0.hasPrefix("Result: ") } == ["Result: Bob wins"])
        #expect(lines.contains("Bob joined."))
        #expect(lines.contains("Go! Type press."))
        #expect(lines.contains("Bob pressed first."))
        #expect(
            Array(lines.drop { $0 != "Result: Bob wins" }.prefix(3))
                == [
                    "Result: Bob wins", "Score: Ann 0, Bob 1, draws 0.", "Type rematch for another round, or quit.",
                ])
    }

    @Test func helpBeforeTheRoomIsKnownIsTheHostsGamesAndAJoinerIsToldToAskAgainInTheRoom() {
        let host = OnlineSession(
            intent: .host(Self.setup), name: Self.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        var hosting = OnlinePlainSession(session: host)
        #expect(
            hosting.handle("help").lines.first
                == "Wait for the go, then type press (or p): the first to press wins the round.")
        let joiner = OnlineSession(
            intent: .join(Self.gameID, secret: nil), name: Self.bob, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var joining = OnlinePlainSession(session: joiner)
        #expect(
            joining.handle("help").lines.first
                == "You are not in the room yet: type help again once you are, for its game's commands.")
    }

    @Test func aMoveTypedWhileTheRoomWaitsForTheOpponentSaysSo() {
        let session = OnlineSession(
            intent: .join(Self.gameID, secret: Self.secret), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let waiting = Self.room(
            seat: Seat(0), phase: .waitingForPlayers, players: [PlayerInfo(seat: Seat(0), name: Self.ann)])
        _ = Self.run(&plain, [.action(.connected), .action(.received(.snapshot(snapshot: waiting)))])
        #expect(plain.handle("press").lines.first == "Waiting for an opponent to join.")
    }

    @Test func aMoveTypedAfterAReconnectWaitsForTheRoomsSnapshot() {
        let session = OnlineSession(
            intent: .join(Self.gameID, secret: Self.secret), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let players = [PlayerInfo(seat: Seat(0), name: Self.ann), PlayerInfo(seat: Seat(1), name: Self.bob)]
        let room = Self.room(seat: Seat(0), phase: .playing, players: players, moves: [Self.go])
        _ = Self.run(
            &plain,
            [
                .action(.connected), .action(.received(.snapshot(snapshot: room))),
                .action(.disconnected(reason: "connection lost")), .action(.connected),
            ])
        // NB: a restarted server may not have put the connection back in the room yet: the move waits.
        let typed = plain.handle("press")
        #expect(typed.effects.isEmpty)
        #expect(typed.lines.isEmpty)
        let answer = plain.reduce(.received(.snapshot(snapshot: room)))
        #expect(answer.effects.contains { if case .send(.move) = $0 { true } else { false } })
    }

    @Test func typedCommandsBecomeActions() {
        let session = OnlineSession(
            intent: .join(Self.gameID, secret: Self.secret), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let players = [PlayerInfo(seat: Seat(0), name: Self.ann), PlayerInfo(seat: Seat(1), name: Self.bob)]
        let room = Self.room(seat: Seat(0), phase: .playing, players: players, moves: [Self.go])
        _ = Self.run(&plain, [.action(.connected), .action(.received(.snapshot(snapshot: room)))])
        #expect(
            plain.handle("press").effects
                == [
                    .send(
                        .move(
                            move: AnyMove(PressRace.self, .press), clientMoveID: try! ClientMoveID("p-1"),
                            lastSeenSequence: 0))
                ])
        // NB: what is typed before the server answered the press waits for the answer, then is carried out in order.
        #expect(plain.handle("rematch").lines == [])
        #expect(plain.handle("board").lines == [])
        #expect(plain.handle("quit").lines == [])
        #expect(!plain.isFinished)
        // NB: the press decided the race: the lines typed after it wait for the round's end, as if typed slowly, so
        // `rematch` asks for the next round instead of being refused as too early.
        let answer = plain.reduce(
            .received(.event(event: Self.moved(.press, by: Seat(0), after: [Self.go]), sequence: 1)))
        expectNoDifference(answer.lines, ["Ann pressed first."])
        #expect(!answer.effects.contains { if case .send = $0 { true } else { false } })
        let ended = plain.reduce(
            .received(.event(event: .roundEnded(round: 1, outcome: .won(by: [Seat(0)])), sequence: 2)))
        let board = ["The race is over.", "Ann: pressed first, lucky number 39.", "Bob: racing, lucky number 75."]
        let prompt = "Type rematch for another round, longer for a race with a longer countdown, or quit."
        expectNoDifference(ended.lines, board + ["Result: Ann wins", "Score: Ann 1, Bob 0, draws 0.", prompt])
        #expect(ended.effects.contains(.send(.offerRematch)))
        #expect(!plain.isFinished)
        let asked = plain.reduce(.received(.event(event: .rematchRequested(seat: Seat(0)), sequence: 3)))
        expectNoDifference(
            asked.lines,
            ["Ann wants a rematch."] + board + [
                prompt, "Score: Ann 1, Bob 0, draws 0.",
                "You left; your seat is kept: parlor join K7MZ2QHD takes it back.", "Goodbye.",
            ])
        #expect(plain.isFinished)
    }

    @Test func aFirstConnectionThatNeverOpensIsGivenUpAfterTheSessionsAttempts() {
        let session = OnlineSession(
            intent: .watch(Self.gameID), name: Self.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let failures = (1...OnlineSession.firstConnectAttempts).flatMap { attempt in
            [Either.action(.connecting(attempt: attempt)), .action(.disconnected(reason: "cannot connect: refused"))]
        }
        let (lines, _) = Self.run(&plain, failures)
        #expect(
            lines
                == Array(repeating: "Cannot connect: refused.", count: OnlineSession.firstConnectAttempts)
                + ["Server unreachable."])
        #expect(plain.isFinished)
    }

    @Test(
        arguments: [
            (
                Seat(0),
                "Gave up: the server stopped and did not come back within 2 min. Your seat is kept: "
                    + "parlor join K7MZ2QHD takes it back once the server runs again."
            ),
            (nil, "Gave up: the server stopped and did not come back within 2 min."),
        ] as [(Seat?, String)])
    func aServerThatStoppedIsTriedForMinutesThenGivenUpSayingSo(_ seat: Seat?, _ gaveUp: String) {
        let intent: OnlineIntent = seat == nil ? .watch(Self.gameID) : .join(Self.gameID, secret: Self.secret)
        var plain = OnlinePlainSession(
            session: OnlineSession(
                intent: intent, name: Self.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays))
        let players = [PlayerInfo(seat: Seat(0), name: Self.ann), PlayerInfo(seat: Seat(1), name: Self.bob)]
        _ = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.snapshot(snapshot: Self.room(seat: seat, phase: .playing, players: players)))),
                .action(.disconnected(reason: "closed (1001): server shutting down")),
            ])
        var lines: [String] = []
        for attempt in 2...30 where !plain.isFinished {
            lines = Self.run(&plain, [.action(.retrying(attempt: attempt, after: .seconds(15)))]).lines
            while case .reconnecting(_, let seconds) = plain.session.link, seconds > 0 {
                lines += plain.reduce(.ticked()).lines
            }
            lines +=
                Self.run(
                    &plain,
                    [.action(.connecting(attempt: attempt)), .action(.disconnected(reason: "cannot connect: refused"))]
                ).lines
            #expect(plain.isFinished == (attempt == 9), "15 s apart, the first failure after 2 min is the 8th try")
        }
        #expect(
            lines == [
                "Reconnecting: attempt 9 in 15 s.", "Connection lost (cannot connect: refused).", gaveUp,
                "Server unreachable.",
            ])
    }

    @Test(arguments: [Seat(1), nil] as [Seat?])
    func aFriendWhoseHostLeftIsToldAtOnceAndPromisedNoSeat(_ seat: Seat?) {
        let intent: OnlineIntent = seat == nil ? .watch(Self.gameID) : .join(Self.gameID, secret: Self.secret)
        var plain = OnlinePlainSession(
            session: OnlineSession(
                intent: intent, name: Self.bob, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays))
        let players = [PlayerInfo(seat: Seat(0), name: Self.ann), PlayerInfo(seat: Seat(1), name: Self.bob)]
        _ = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.snapshot(snapshot: Self.room(seat: seat, phase: .playing, players: players)))),
            ])
        let (lines, _) = Self.run(&plain, [.action(.disconnected(reason: "closed (1001): host left"))])
        #expect(
            lines == [
                "Connection lost (closed (1001): host left).",
                "The host left: the game server stopped with them, so the game is over.", "Server unreachable.",
            ])
        #expect(plain.isFinished)
        #expect(plain.session.farewell == nil)
    }

    @Test func anUnreachableServerEndsTheSession() {
        let session = OnlineSession(
            intent: .watch(Self.gameID), name: Self.ann, clientVersion: "t", moveIDPrefix: "p", plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let (lines, _) = Self.run(
            &plain,
            [
                .action(.disconnected(reason: "cannot connect: refused")),
                .action(.retrying(attempt: 2, after: .milliseconds(500))),
                .action(.gaveUp),
            ])
        #expect(
            lines == [
                "Cannot connect: refused.", "Trying again: attempt 2 in 1 s.", "Server unreachable.",
            ])
        #expect(plain.isFinished)
    }
}
