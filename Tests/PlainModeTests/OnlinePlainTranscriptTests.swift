import ClientCore
import CustomDump
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing
import WireProtocol

/// Whole online plain-mode conversations in a room of three racing in the tests' press race (each game's tests
/// hold its own transcripts): what arrives from the network (`~ ...` lines), what the person types
/// (`> ...` lines), and every line printed, compared as one text.
struct OnlinePlainTranscriptTests {
    typealias F = OnlinePlainSessionTests

    typealias Step = OnlineTranscript.Step
    typealias Scenario = OnlineTranscript.Scenario

    static let cy = try! PlayerName("Cy")
    static let players = [
        PlayerInfo(seat: Seat(0), name: F.ann), PlayerInfo(seat: Seat(1), name: F.bob),
        PlayerInfo(seat: Seat(2), name: cy),
    ]
    static let options = PressRace.Options(seats: 3)
    static let setup = GameSetup(PressRace.self, options)
    static let go: (PressRace.Move, Seat) = (.go, Seat(0))

    /// A race of three after `moves` (each by its seat), as `viewer` sees it.
    static func race(_ moves: [(PressRace.Move, Seat)], for viewer: Viewer = .spectator) -> AnyView {
        var race = PressRace.newRound(of: options, starter: Seat(0), seed: 5)
        for (move, seat) in moves { try! race.apply(move, by: seat, at: GameTime(milliseconds: 1_000)) }
        return AnyView(PressRace.self, race.view(for: viewer))
    }

    /// The `moved` event for `move` by `seat` after `before`, as `viewer` sees it.
    static func moved(
        _ move: PressRace.Move, by seat: Seat, after before: [(PressRace.Move, Seat)], for viewer: Viewer = .spectator
    ) -> RoomEvent {
        .moved(
            seat: seat, move: AnyMove(PressRace.self, move), update: .whole(race(before + [(move, seat)], for: viewer)))
    }

    /// Round 1 of room K7MZ2QHD with `moves` played, as `seat` (or a spectator) sees it at `sequence`.
    static func room(
        _ moves: [(PressRace.Move, Seat)], seat: Seat?, sequence: Int, result: RoundResult? = nil,
        score: [Int] = [0, 0, 0], players: [PlayerInfo] = players
    ) -> RoomSnapshot {
        var roomScore = RoomScore(seatCount: 3)
        roomScore.wins = score
        return RoomSnapshot(
            gameID: F.gameID, setup: setup, phase: result == nil ? .playing : .roundOver, round: 1,
            view: race(moves, for: seat.map(Viewer.seat) ?? .spectator), yourSeat: seat, players: players,
            score: roomScore, spectators: 1, lastResult: result, sequence: sequence)
    }

    static func snapshot(_ room: RoomSnapshot) -> Step { OnlineTranscript.snapshot(room) }

    static func event(_ event: RoomEvent, _ sequence: Int) -> Step { OnlineTranscript.event(event, sequence) }

    static let annWon: RoundResult = .finished(outcome: .won(by: [Seat(0)]))

    static let scenarios: [Scenario] = [
        Scenario(
            name: "a late spectator hears the race as it stands",
            intent: .watch(F.gameID),
            steps: [.net(.connected), snapshot(room([go, (.forfeit, Seat(2))], seat: nil, sequence: 7))],
            transcript: """
                ~ connected
                ~ snapshot 7
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is open.
                Ann: racing.
                Bob: racing.
                Cy: out.
                Ann and Bob to move.
                """),
        Scenario(
            name: "a spectator of a finished room hears the result and the score",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(room([go, (.press, Seat(0))], seat: nil, sequence: 9, result: annWon, score: [1, 0, 0])),
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is over.
                Ann: pressed first, lucky number 39.
                Bob: racing, lucky number 75.
                Cy: racing, lucky number 24.
                Result: Ann wins
                Score: Ann 1, Bob 0, Cy 0, draws 0.
                Waiting for the next round.
                """),
        Scenario(
            name: "a player back after a drop hears the race as it stands, then live moves once",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room([], seat: Seat(1), sequence: 4)),
                event(moved(.go, by: Seat(0), after: [], for: .seat(Seat(1))), 5),
                .net(.disconnected(reason: "connection lost")),
                .net(.retrying(attempt: 2, after: .milliseconds(1_500))),
                .net(.connecting(attempt: 2)),
                .net(.connected),
                snapshot(room([go, (.forfeit, Seat(2))], seat: Seat(1), sequence: 6)),
                event(moved(.forfeit, by: Seat(2), after: [go], for: .seat(Seat(1))), 6),
                .typed("press"),
                event(moved(.press, by: Seat(1), after: [go, (.forfeit, Seat(2))], for: .seat(Seat(1))), 7),
            ],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                Waiting for the go.
                Ann: racing.
                Bob: racing, lucky number 75.
                Cy: racing.
                Get ready: the race opens in a moment
                ~ event 5 moved
                Go! Type press.
                Type press now, or help.
                ~ disconnected
                Connection lost (connection lost).
                ~ retrying(attempt: 2, after: 1.5 seconds)
                Reconnecting: attempt 2 in 2 s.
                ~ connecting(attempt: 2)
                ~ connected
                ~ snapshot 6
                The race is open.
                Ann: racing.
                Bob: racing, lucky number 75.
                Cy: out.
                Type press now, or help.
                ~ event 6 moved
                > press
                ~ event 7 moved
                Bob pressed first.
                """),
        Scenario(
            name: "a gap repaired by a snapshot tells the race as it stands and the move after it, once",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(room([go], seat: nil, sequence: 4)),
                event(moved(.press, by: Seat(1), after: [go, (.forfeit, Seat(2))]), 6),
                snapshot(room([go, (.forfeit, Seat(2))], seat: nil, sequence: 5)),
                event(moved(.press, by: Seat(1), after: [go, (.forfeit, Seat(2))]), 6),
            ],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is open.
                Ann: racing.
                Bob: racing.
                Cy: racing.
                Ann, Bob and Cy to move.
                ~ event 6 moved
                ~ snapshot 5
                The race is open.
                Ann: racing.
                Bob: racing.
                Cy: out.
                Ann and Bob to move.
                ~ event 6 moved
                Bob pressed first.
                """),
        Scenario(
            name: "an aborted round is told, with its result and the score",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected), snapshot(room([], seat: Seat(0), sequence: 3)),
                event(.aborted(round: 1, seat: Seat(1)), 4),
            ],
            transcript: """
                ~ connected
                ~ snapshot 3
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                Waiting for the go.
                Ann: racing, lucky number 39.
                Bob: racing.
                Cy: racing.
                Get ready: the race opens in a moment
                ~ event 4 aborted
                Bob aborted the round.
                Waiting for the go.
                Ann: racing, lucky number 39.
                Bob: racing.
                Cy: racing.
                Result: aborted
                Score: Ann 0, Bob 0, Cy 0, draws 0.
                Type rematch for another round, or quit.
                """),
        Scenario(
            name: "an away player's claim countdown is said when it starts and when claiming becomes possible",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room([go], seat: Seat(0), sequence: 5)),
                .net(.ticked()),
                event(.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 3_000), 6),
                .net(.ticked()), .net(.ticked()), .net(.ticked()), .net(.ticked()),
            ],
            transcript: """
                ~ connected
                ~ snapshot 5
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                The race is open.
                Ann: racing, lucky number 39.
                Bob: racing.
                Cy: racing.
                Type press now, or help.
                ~ ticked
                ~ event 6 playerDisconnected
                Bob is away. You can claim the round in 3 s.
                ~ ticked
                ~ ticked
                ~ ticked
                Bob is away. Type claim to win the round.
                ~ ticked
                """),
        Scenario(
            name: "a claimed round prints its final view before the result, as every round's end",
            intent: .join(F.gameID, secret: F.secret),
            steps: [
                .net(.connected),
                snapshot(room([go], seat: Seat(0), sequence: 5)),
                event(.playerDisconnected(seat: Seat(1), claimableInMilliseconds: 0), 6),
                .typed("claim"),
                event(.victoryClaimed(round: 1, seat: Seat(0), outcome: .won(by: [Seat(0)])), 7),
            ],
            transcript: """
                ~ connected
                ~ snapshot 5
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                The race is open.
                Ann: racing, lucky number 39.
                Bob: racing.
                Cy: racing.
                Type press now, or help.
                ~ event 6 playerDisconnected
                Bob is away. Type claim to win the round.
                > claim
                ~ event 7 victoryClaimed
                Ann claimed the round.
                The race is open.
                Ann: racing, lucky number 39.
                Bob: racing.
                Cy: racing.
                Result: Ann wins
                Score: Ann 1, Bob 0, Cy 0, draws 0.
                Type rematch for another round, or quit.
                """),
        Scenario(
            name: "commands typed before the room exists wait for it, and are said not carried out when it never comes",
            intent: .host(setup),
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
            name: "a spectator asking for a rematch is told only players can",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(room([go, (.press, Seat(0))], seat: nil, sequence: 9, result: annWon, score: [1, 0, 0])),
                .typed("rematch"),
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is over.
                Ann: pressed first, lucky number 39.
                Bob: racing, lucky number 75.
                Cy: racing, lucky number 24.
                Result: Ann wins
                Score: Ann 1, Bob 0, Cy 0, draws 0.
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
            steps: [.net(.connected), snapshot(room([go], seat: Seat(1), sequence: 4)), .typed("quit")],
            transcript: """
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                The race is open.
                Ann: racing.
                Bob: racing, lucky number 75.
                Cy: racing.
                Type press now, or help.
                > quit
                Score: Ann 0, Bob 0, Cy 0, draws 0.
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
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                Waiting for the go.
                Ann: racing.
                Bob: racing.
                Cy: racing.
                Get ready: the race opens in a moment
                > q
                Score: Ann 0, Bob 0, Cy 0, draws 0.
                Goodbye.
                """),
    ]

    static let inputEnding: [Scenario] = [
        Scenario(
            name: "a player whose input ends first waits for the room, then leaves keeping the seat",
            intent: .join(F.gameID, secret: F.secret),
            steps: [.endOfInput, .net(.connected), snapshot(room([go], seat: Seat(1), sequence: 4))],
            transcript: """
                ^D
                ~ connected
                ~ snapshot 4
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy.
                Round 1.
                The race is open.
                Ann: racing.
                Bob: racing, lucky number 75.
                Cy: racing.
                Score: Ann 0, Bob 0, Cy 0, draws 0.
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
                .endOfInput, .net(.connected), snapshot(room([go], seat: nil, sequence: 6)),
                event(moved(.press, by: Seat(0), after: [go]), 7),
                event(.roundEnded(round: 1, outcome: .won(by: [Seat(0)])), 8),
            ],
            transcript: """
                ^D
                ~ connected
                ~ snapshot 6
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is open.
                Ann: racing.
                Bob: racing.
                Cy: racing.
                Ann, Bob and Cy to move.
                ~ event 7 moved
                Ann pressed first.
                ~ event 8 roundEnded
                The race is over.
                Ann: pressed first, lucky number 39.
                Bob: racing, lucky number 75.
                Cy: racing, lucky number 24.
                Result: Ann wins
                Score: Ann 1, Bob 0, Cy 0, draws 0.
                Goodbye.
                """),
        Scenario(
            name: "a spectator whose input ends in a finished room leaves after its result",
            intent: .watch(F.gameID),
            steps: [
                .net(.connected),
                snapshot(room([go, (.press, Seat(0))], seat: nil, sequence: 9, result: annWon, score: [1, 0, 0])),
                .endOfInput,
            ],
            transcript: """
                ~ connected
                ~ snapshot 9
                Game ID: K7MZ2QHD
                Press race online: Ann, Bob and Cy. You are watching.
                Round 1.
                The race is over.
                Ann: pressed first, lucky number 39.
                Bob: racing, lucky number 75.
                Cy: racing, lucky number 24.
                Result: Ann wins
                Score: Ann 1, Bob 0, Cy 0, draws 0.
                Waiting for the next round.
                ^D
                Score: Ann 1, Bob 0, Cy 0, draws 0.
                Goodbye.
                """),
    ]

    @Test(arguments: scenarios + quitting + inputEnding)
    func theWholeTranscript(_ scenario: Scenario) {
        expectNoDifference(OnlineTranscript.transcript(of: scenario, name: F.ann), scenario.transcript)
    }
}
