import ClientCore
import CustomDump
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing
import TicTacToe
import WireProtocol

/// Whole online plain-mode conversations in a tic-tac-toe room: what arrives from the network (`~ ...` lines), what
/// the person types (`> ...` lines), and every line printed, compared as one text.
struct OnlinePlainTranscriptTests {
    typealias F = OnlinePlainRoom

    typealias Step = OnlineTranscript.Step
    typealias Scenario = OnlineTranscript.Scenario

    static let players = [PlayerInfo(seat: Seat(0), name: F.ann), PlayerInfo(seat: Seat(1), name: F.bob)]

    /// Round 1 of room K7MZ2QHD with `moves` played, as `seat` (or a spectator) sees it at `sequence`.
    static func room(
        _ moves: [String], seat: Seat?, sequence: Int, result: RoundResult? = nil, score: [Int] = [0, 0]
    ) -> RoomSnapshot {
        var roomScore = RoomScore(seatCount: 2)
        roomScore.wins = score
        return RoomSnapshot(
            gameID: F.gameID, setup: GameKind.ticTacToe.standardSetup, phase: result == nil ? .playing : .roundOver,
            round: 1, view: .ticTacToe(F.game(moves)), yourSeat: seat, players: players, score: roomScore,
            spectators: 1, lastResult: result, sequence: sequence)
    }

    static func snapshot(_ room: RoomSnapshot) -> Step { OnlineTranscript.snapshot(room) }

    static func event(_ event: RoomEvent, _ sequence: Int) -> Step { OnlineTranscript.event(event, sequence) }

    static let scenarios: [Scenario] = [
        Scenario(
            name: "a late spectator hears every move played before it came",
            intent: .watch(F.gameID),
            steps: [.net(.connected), snapshot(room(["b2", "a1", "c2"], seat: nil, sequence: 7))],
            transcript: """
                ~ connected
                ~ snapshot 7
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                O plays a1 (top left)
                X plays c2 (right edge)
                   a b c
                1  O . .
                2  . X X
                3  . . .
                Bob to move.
                """),
        Scenario(
            name: "a spectator of a finished room hears the moves, the result and the score",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(
                    room(
                        ["a1", "b1", "a2", "b2", "a3"], seat: nil, sequence: 9,
                        result: .finished(outcome: .won(by: [Seat(0)])), score: [1, 0])),
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays a1 (top left)
                O plays b1 (top edge)
                X plays a2 (left edge)
                O plays b2 (centre)
                X plays a3 (bottom left)
                   a b c
                1  X O .
                2  X O .
                3  X . .
                Result: X wins
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Waiting for the next round.
                """),
        Scenario(
            name: "a player back after a drop hears only the moves it missed, in order, then live moves once",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room(["b2"], seat: Seat(1), sequence: 4)),
                .typed("a1"),
                event(F.moved("a1", after: ["b2"]), 5),
                .net(.disconnected(reason: "connection lost")),
                .net(.retrying(attempt: 2, after: .milliseconds(1_500))),
                .net(.connecting(attempt: 2)),
                .net(.connected),
                snapshot(room(["b2", "a1", "c2"], seat: Seat(1), sequence: 6)),
                event(F.moved("c2", after: ["b2", "a1"]), 6),
                .typed("a2"),
                event(F.moved("a2", after: ["b2", "a1", "c2"]), 7),
            ],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                   a b c
                1  . . .
                2  . X .
                3  . . .
                Your move (O). Enter a square a1-c3 or 1-9, or help.
                > a1
                ~ event 5 moved
                O plays a1 (top left)
                Waiting for Ann to move.
                ~ disconnected
                Connection lost (connection lost).
                ~ retrying(attempt: 2, after: 1.5 seconds)
                Reconnecting: attempt 2 in 2 s.
                ~ connecting(attempt: 2)
                ~ connected
                ~ snapshot 6
                X plays c2 (right edge)
                   a b c
                1  O . .
                2  . X X
                3  . . .
                Your move (O). Enter a square a1-c3 or 1-9, or help.
                ~ event 6 moved
                > a2
                ~ event 7 moved
                O plays a2 (left edge)
                Waiting for Ann to move.
                """),
        Scenario(
            name: "a gap repaired by a snapshot tells the skipped move and the one after it, once each",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(room(["b2"], seat: nil, sequence: 4)),
                event(F.moved("c3", after: ["b2", "a1"]), 6),
                snapshot(room(["b2", "a1", "c3"], seat: nil, sequence: 6)),
                event(F.moved("a3", after: ["b2", "a1", "c3"]), 7),
            ],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                   a b c
                1  . . .
                2  . X .
                3  . . .
                Bob to move.
                ~ event 6 moved
                ~ snapshot 6
                O plays a1 (top left)
                X plays c3 (bottom right)
                   a b c
                1  O . .
                2  . X .
                3  . . X
                ~ event 7 moved
                O plays a3 (bottom left)
                Ann to move.
                """),
        Scenario(
            name: "abort before the second move is sent, a refusal is shown, and the aborted round is told",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room([], seat: Seat(0), sequence: 3)),
                .typed("abort"),
                .net(
                    .received(
                        .error(
                            error: ProtocolError(
                                code: .tooLateToAbort,
                                message: "A round can be aborted only before its second move; this one has 2 moves.")
                        ))),
                event(.aborted(round: 1, seat: Seat(0)), 4),
            ],
            transcript: """
                ~ connected
                ~ snapshot 3
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                   a b c
                1  . . .
                2  . . .
                3  . . .
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                > abort
                ~ error tooLateToAbort
                A round can be aborted only before its second move; this one has 2 moves.
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                ~ event 4 aborted
                X (Ann) aborted the round.
                   a b c
                1  . . .
                2  . . .
                3  . . .
                Result: aborted
                Score: X (Ann) 0, O (Bob) 0, draws 0.
                Type rematch for another round, or quit.
                """),
        Scenario(
            name: "abort after the second move is refused here without asking the server",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room(["b2", "a1"], seat: Seat(0), sequence: 5)),
                .typed("abort"),
            ],
            transcript: """
                ~ connected
                ~ snapshot 5
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                O plays a1 (top left)
                   a b c
                1  O . .
                2  . X .
                3  . . .
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                > abort
                Too late to abort: a round can be aborted only before its second move.
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                """),
        Scenario(
            name: "an away opponent's claim countdown is said when it starts and when claiming becomes possible",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room(["b2", "a1"], seat: Seat(0), sequence: 5)),
                .net(.ticked()),
                event(.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 3_000), 6),
                .net(.ticked()), .net(.ticked()), .net(.ticked()), .net(.ticked()),
            ],
            transcript: """
                ~ connected
                ~ snapshot 5
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                O plays a1 (top left)
                   a b c
                1  O . .
                2  . X .
                3  . . .
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                ~ ticked
                ~ event 6 playerDisconnected
                O (Bob) is away. You can claim the round in 3 s.
                ~ ticked
                ~ ticked
                ~ ticked
                Bob is away. Type claim to win the round.
                ~ ticked
                """),
        Scenario(
            name: "a claimed round prints its final board before the result, as every round's end",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room(["b2", "a1"], seat: Seat(0), sequence: 5)),
                event(.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 0), 6),
                .typed("claim"),
                event(.victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), 7),
            ],
            transcript: """
                ~ connected
                ~ snapshot 5
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                O plays a1 (top left)
                   a b c
                1  O . .
                2  . X .
                3  . . .
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                ~ event 6 playerDisconnected
                O (Bob) is away. Type claim to win the round.
                > claim
                ~ event 7 victoryClaimed
                X (Ann) claimed the round.
                   a b c
                1  O . .
                2  . X .
                3  . . .
                Result: X wins
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Type rematch for another round, or quit.
                """),
        Scenario(
            name: "commands typed before the room exists wait for it, and are said not carried out when it never comes",
            intent: .host(GameKind.ticTacToe.standardSetup),
            steps: [
                .typed("rematch"), .typed("claim"), .typed("zz"),
                .net(.disconnected(reason: "cannot connect: connection refused at ws://127.0.0.1:1")),
                .net(.gaveUp),
            ],
            transcript: """
                > rematch
                > claim
                > zz
                ~ disconnected
                Cannot connect: connection refused at ws://127.0.0.1:1.
                ~ gaveUp
                Server unreachable.
                Not carried out: rematch, claim, zz.
                """),
        Scenario(
            name: "a host's moves typed ahead wait for the room and the opponent, then are carried out in order",
            intent: .host(GameKind.ticTacToe.standardSetup),
            steps: [
                .typed("b2"), .typed("board"), .typed("a1"), .endOfInput, .net(.connected),
                snapshot(F.room(seat: Seat(0), phase: .waitingForPlayers, players: [players[0]])),
                event(.playerJoined(seat: Seat(1), name: F.bob), 1),
                event(.roundStarted(round: 1, starter: Seat(0), view: .ticTacToe(F.game([]))), 2),
                event(F.moved("b2", after: []), 3),
            ],
            transcript: """
                > b2
                > board
                > a1
                ^D
                ~ connected
                ~ snapshot 0
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann).
                Waiting for an opponent to join.
                ~ event 1 playerJoined
                O (Bob) joined.
                ~ event 2 roundStarted
                Round 1: X (Ann) moves first.
                   a b c
                1  . . .
                2  . . .
                3  . . .
                Your move (X). Enter a square a1-c3 or 1-9, or help.
                ~ event 3 moved
                X plays b2 (centre)
                Waiting for Bob to move.
                   a b c
                1  . . .
                2  . X .
                3  . . .
                Waiting for Bob to move.
                It is O's turn.
                Waiting for Bob to move.
                Score: X (Ann) 0, O (Bob) 0, draws 0.
                You left; your seat is kept: parlor join K7MZ2QHD takes it back.
                Goodbye.
                """),
        Scenario(
            name: "a spectator asking for a rematch is told only players can",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(
                    room(
                        ["a1", "b1", "a2", "b2", "a3"], seat: nil, sequence: 9,
                        result: .finished(outcome: .won(by: [Seat(0)])), score: [1, 0])),
                .typed("rematch"),
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays a1 (top left)
                O plays b1 (top edge)
                X plays a2 (left edge)
                O plays b2 (centre)
                X plays a3 (bottom left)
                   a b c
                1  X O .
                2  X O .
                3  X . .
                Result: X wins
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Waiting for the next round.
                > rematch
                You are watching: only the players can do that.
                Waiting for the next round.
                """),
    ]

    static let quitting: [Scenario] = [
        Scenario(
            name: "a player who quits keeps the seat and is told how to take it back",
            intent: .join(F.gameID, secret: F.secret),
            steps: [.net(.connected), snapshot(room(["b2"], seat: Seat(1), sequence: 4)), .typed("quit")],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                   a b c
                1  . . .
                2  . X .
                3  . . .
                Your move (O). Enter a square a1-c3 or 1-9, or help.
                > quit
                Score: X (Ann) 0, O (Bob) 0, draws 0.
                You left; your seat is kept: parlor join K7MZ2QHD takes it back.
                Goodbye.
                """),
        Scenario(
            name: "a spectator who quits is only told goodbye",
            intent: .watch(F.gameID),
            steps: [.net(.connected), snapshot(room([], seat: nil, sequence: 3)), .typed("q")],
            transcript: """
                ~ connected
                ~ snapshot 3
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                   a b c
                1  . . .
                2  . . .
                3  . . .
                Ann to move.
                > q
                Score: X (Ann) 0, O (Bob) 0, draws 0.
                Goodbye.
                """),
    ]

    static let inputEnding: [Scenario] = [
        Scenario(
            name: "a player whose input ends first waits for the room, then leaves keeping the seat",
            intent: .join(F.gameID, secret: F.secret),
            steps: [.endOfInput, .net(.connected), snapshot(room(["b2"], seat: Seat(1), sequence: 4))],
            transcript: """
                ^D
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob).
                Round 1: X (Ann) moves first.
                X plays b2 (centre)
                   a b c
                1  . . .
                2  . X .
                3  . . .
                Score: X (Ann) 0, O (Bob) 0, draws 0.
                You left; your seat is kept: parlor join K7MZ2QHD takes it back.
                Goodbye.
                """),
        Scenario(
            name: "a player whose input ends before the server refuses the room hears why",
            intent: .join(F.gameID, secret: nil),
            steps: [
                .endOfInput, .net(.connected),
                .net(
                    .received(.error(error: ProtocolError(code: .unknownRoom, message: "There is no room K7MZ2QHD.")))),
            ],
            transcript: """
                ^D
                ~ connected
                ~ error unknownRoom
                There is no room K7MZ2QHD.
                """),
        Scenario(
            name: "a spectator whose input ends watches on to the round's result",
            intent: .watch(F.gameID),
            steps: [
                .endOfInput, .net(.connected), snapshot(room(["a1", "b1", "a2", "b2"], seat: nil, sequence: 6)),
                event(F.moved("a3", after: ["a1", "b1", "a2", "b2"]), 7),
                event(.roundEnded(round: 1, outcome: .won(by: [Seat(0)])), 8),
            ],
            transcript: """
                ^D
                ~ connected
                ~ snapshot 6
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays a1 (top left)
                O plays b1 (top edge)
                X plays a2 (left edge)
                O plays b2 (centre)
                   a b c
                1  X O .
                2  X O .
                3  . . .
                Ann to move.
                ~ event 7 moved
                X plays a3 (bottom left)
                ~ event 8 roundEnded
                   a b c
                1  X O .
                2  X O .
                3  X . .
                Result: X wins
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Goodbye.
                """),
        Scenario(
            name: "a spectator whose input ends in a finished room leaves after its result",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(
                    room(
                        ["a1", "b1", "a2", "b2", "a3"], seat: nil, sequence: 9,
                        result: .finished(outcome: .won(by: [Seat(0)])), score: [1, 0])),
                .endOfInput,
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Tic-tac-toe online: X (Ann) against O (Bob). You are watching.
                Round 1: X (Ann) moves first.
                X plays a1 (top left)
                O plays b1 (top edge)
                X plays a2 (left edge)
                O plays b2 (centre)
                X plays a3 (bottom left)
                   a b c
                1  X O .
                2  X O .
                3  X . .
                Result: X wins
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Waiting for the next round.
                ^D
                Score: X (Ann) 1, O (Bob) 0, draws 0.
                Goodbye.
                """),
    ]

    @Test(arguments: scenarios + quitting + inputEnding)
    func theWholeTranscript(_ scenario: Scenario) {
        expectNoDifference(OnlineTranscript.transcript(of: scenario, name: F.ann), scenario.transcript)
    }

    @Test func abortIsSentAsTheProtocolsAbort() {
        let session = OnlineSession(
            intent: .join(F.gameID, secret: F.secret), name: F.ann, clientVersion: "t", moveIDPrefix: "p",
            plays: TestGames.plays)
        var plain = OnlinePlainSession(session: session)
        _ = plain.reduce(.connected)
        _ = plain.reduce(.received(.snapshot(snapshot: Self.room(["b2"], seat: Seat(0), sequence: 4))))
        #expect(plain.handle("ABORT").effects == [.send(.abort)])
    }
}
