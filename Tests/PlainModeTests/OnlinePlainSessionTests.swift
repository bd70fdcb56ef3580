import ClientCore
import CustomDump
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing
import TicTacToe
import WireProtocol

struct OnlinePlainSessionTests {
    static let gameID = try! GameID("K7MZ2QHD")
    static let ann = try! PlayerName("Ann")
    static let bob = try! PlayerName("Bob")
    static let secret = SeatSecret(rawBytes: Array(repeating: 3, count: SeatSecret.byteCount))!

    static func game(_ moves: [String]) -> TicTacToe {
        var game = TicTacToe(starter: Seat(0))
        for name in moves { try! game.apply(.mark(Square(name: name)!), by: game.seatToMove!) }
        return game
    }

    static func room(seat: Seat?, phase: RoomPhase, players: [PlayerInfo], moves: [String] = []) -> RoomSnapshot {
        RoomSnapshot(
            gameID: gameID, setup: GameKind.ticTacToe.standardSetup, phase: phase, round: phase == .playing ? 1 : 0,
            view: phase == .playing ? .ticTacToe(game(moves)) : nil, yourSeat: seat, players: players,
            score: RoomScore(seatCount: 2), spectators: 0, lastResult: nil, sequence: 0)
    }

    static func moved(_ square: String, after before: [String]) -> RoomEvent {
        let seat = game(before).seatToMove!
        return .moved(
            seat: seat, move: .ticTacToe(.mark(Square(name: square)!)),
            update: .whole(.ticTacToe(game(before + [square]))))
    }

    /// Feeds `actions` (or typed lines) and returns every printed line, and the effects of the last step.
    static func run(_ plain: inout OnlinePlainSession, _ inputs: [Either]) -> (lines: [String], effects: [OnlineEffect])
    {
        var lines: [String] = []
        var effects: [OnlineEffect] = []
        for input in inputs {
            let step: OnlinePlainStep
            switch input {
            case .action(let action): step = plain.reduce(action)
            case .line(let line): step = plain.handle(line)
            }
            lines += step.lines
            effects = step.effects
        }
        return (lines, effects)
    }

    enum Either {
        case action(OnlineAction)
        case line(String)
    }

    @Test func theHostSeesOneGameIDLineThenAWholeGameEndingWithOneResultLine() {
        let session = OnlineSession(
            intent: .host(GameKind.ticTacToe.standardSetup), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
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
                        .event(
                            event: .roundStarted(round: 1, starter: Seat(0), view: .ticTacToe(Self.game([]))),
                            sequence: 2))),
                .line("5"),
                .action(.received(.event(event: Self.moved("b2", after: []), sequence: 3))),
                .action(.received(.event(event: Self.moved("a1", after: ["b2"]), sequence: 4))),
                .action(.received(.event(event: Self.moved("c2", after: ["b2", "a1"]), sequence: 5))),
                .action(.received(.event(event: Self.moved("a2", after: ["b2", "a1", "c2"]), sequence: 6))),
                .action(.received(.event(event: Self.moved("a3", after: ["b2", "a1", "c2", "a2"]), sequence: 7))),
                .action(.received(.event(event: .roundEnded(round: 1, outcome: .won(by: [Seat(1)])), sequence: 8))),
            ])
        #expect(lines.filter { $0.hasPrefix("Game ID: ") } == ["Game ID: K7MZ2QHD"])
        #expect(lines.filter { $0.hasPrefix("Result: ") } == ["Result: O wins"])
        #expect(lines.contains("X plays b2 (centre)"))
        #expect(lines.contains("O (Bob) joined."))
        #expect(lines.contains("Score: X (Ann) 0, O (Bob) 1, draws 0."))
        #expect(
            Array(lines.drop { $0 != "Result: O wins" }.prefix(3))
                == [
                    "Result: O wins", "Score: X (Ann) 0, O (Bob) 1, draws 0.",
                    "Type rematch for another round, or quit.",
                ])
    }

    @Test func helpBeforeTheRoomIsKnownIsTheHostsGamesAndAJoinerIsToldToAskAgainInTheRoom() {
        let host = OnlineSession(
            intent: .host(GameKind.ticTacToe.standardSetup), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var hosting = OnlinePlainSession(session: host)
        #expect(hosting.handle("help").lines.first?.hasPrefix("Type a square as column letter a-c") == true)
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
        #expect(plain.handle("b2").lines.first == "Waiting for an opponent to join.")
    }

    @Test func aMoveTypedAfterAReconnectWaitsForTheRoomsSnapshot() {
        let session = OnlineSession(
            intent: .join(Self.gameID, secret: Self.secret), name: Self.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let players = [PlayerInfo(seat: Seat(0), name: Self.ann), PlayerInfo(seat: Seat(1), name: Self.bob)]
        let room = Self.room(seat: Seat(0), phase: .playing, players: players)
        _ = Self.run(
            &plain,
            [
                .action(.connected), .action(.received(.snapshot(snapshot: room))),
                .action(.disconnected(reason: "connection lost")), .action(.connected),
            ])
        // NB: a restarted server may not have put the connection back in the room yet: the move waits.
        let typed = plain.handle("b2")
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
        _ = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.snapshot(snapshot: Self.room(seat: Seat(0), phase: .playing, players: players)))),
            ])
        #expect(
            plain.handle("b2").effects
                == [
                    .send(
                        .move(
                            move: .ticTacToe(.mark(Square(name: "b2")!)), clientMoveID: try! ClientMoveID("p-1"),
                            lastSeenSequence: 0))
                ])
        // NB: what is typed before the server answered b2 waits for the answer, then is carried out in order.
        #expect(plain.handle("rematch").lines == [])
        #expect(plain.handle("board").lines == [])
        #expect(plain.handle("quit").lines == [])
        #expect(!plain.isFinished)
        let answer = plain.reduce(.received(.event(event: Self.moved("b2", after: []), sequence: 1)))
        expectNoDifference(
            answer.lines,
            [
                "X plays b2 (centre)", "Waiting for Bob to move.",
                "Finish this round first.", "Waiting for Bob to move.",
                "   a b c", "1  . . .", "2  . X .", "3  . . .", "Waiting for Bob to move.",
                "Score: X (Ann) 0, O (Bob) 0, draws 0.",
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
                lines += plain.reduce(.ticked).lines
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
