import ClientCore
import CustomDump
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing
import TicTacToe
import WireProtocol

/// Online plain mode in a tic-tac-toe room: its moves and board in words, its help, and a typed square sent.
struct OnlinePlainSessionTests {
    typealias F = OnlinePlainRoom

    static func run(
        _ plain: inout OnlinePlainSession, _ inputs: [OnlinePlainInput]
    ) -> (lines: [String], effects: [OnlineEffect]) {
        OnlinePlainInput.run(&plain, inputs)
    }

    @Test func theHostSeesOneGameIDLineThenAWholeGameEndingWithOneResultLine() {
        let session = OnlineSession(
            intent: .host(GameKind.ticTacToe.standardSetup), name: F.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        _ = plain.start()
        let annOnly = [PlayerInfo(seat: Seat(0), name: F.ann)]
        let (lines, _) = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.seated(gameID: F.gameID, seat: Seat(0), seatSecret: F.secret))),
                .action(
                    .received(
                        .snapshot(snapshot: F.room(seat: Seat(0), phase: .waitingForPlayers, players: annOnly)))),
                .action(.received(.event(event: .playerJoined(seat: Seat(1), name: F.bob), sequence: 1))),
                .action(
                    .received(
                        .event(
                            event: .roundStarted(round: 1, starter: Seat(0), view: .ticTacToe(F.game([]))),
                            sequence: 2))),
                .line("5"),
                .action(.received(.event(event: F.moved("b2", after: []), sequence: 3))),
                .action(.received(.event(event: F.moved("a1", after: ["b2"]), sequence: 4))),
                .action(.received(.event(event: F.moved("c2", after: ["b2", "a1"]), sequence: 5))),
                .action(.received(.event(event: F.moved("a2", after: ["b2", "a1", "c2"]), sequence: 6))),
                .action(.received(.event(event: F.moved("a3", after: ["b2", "a1", "c2", "a2"]), sequence: 7))),
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
            intent: .host(GameKind.ticTacToe.standardSetup), name: F.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var hosting = OnlinePlainSession(session: host)
        #expect(hosting.handle("help").lines.first?.hasPrefix("Type a square as column letter a-c") == true)
        let joiner = OnlineSession(
            intent: .join(F.gameID, secret: nil), name: F.bob, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var joining = OnlinePlainSession(session: joiner)
        #expect(
            joining.handle("help").lines.first
                == "You are not in the room yet: type help again once you are, for its game's commands.")
    }

    @Test func typedCommandsBecomeActions() {
        let session = OnlineSession(
            intent: .join(F.gameID, secret: F.secret), name: F.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        let players = [PlayerInfo(seat: Seat(0), name: F.ann), PlayerInfo(seat: Seat(1), name: F.bob)]
        _ = Self.run(
            &plain,
            [
                .action(.connected),
                .action(.received(.snapshot(snapshot: F.room(seat: Seat(0), phase: .playing, players: players)))),
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
        let answer = plain.reduce(.received(.event(event: F.moved("b2", after: []), sequence: 1)))
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
}
