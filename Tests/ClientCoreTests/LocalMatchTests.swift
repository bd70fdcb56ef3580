import ClientCore
import CustomDump
import GameCore
import Testing
import TicTacToe

@Suite struct LocalMatchTests {
    static let topRowWin = ["a1", "a2", "b1", "b2", "c1"]

    /// Plays `names` in turn, returning the events of each call.
    static func play(_ names: [String], in match: inout LocalMatch) throws -> [[MatchEvent]] {
        try names.map { try match.play(.named($0)) }
    }

    @Test func hotSeatRoundStartsWithSeatZeroAndRecordsEachMark() throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        #expect(match.begin() == [.roundStarted(round: 1, starter: Seat(0))])
        #expect(match.playerToMove == .alice)
        #expect(try match.play(.centre) == [.marked(.centre, by: Seat(0))])
        #expect(match.playerToMove == .bob)
        #expect(match.name(of: Seat(1)) == "Bob")
    }

    @Test func winEndsTheRoundAndCountsIt() throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        _ = match.begin()
        let events = try Self.play(Self.topRowWin, in: &match)
        #expect(
            events.last == [.marked(.named("c1"), by: Seat(0)), .roundEnded(.won(by: Seat(0), lines: [Line.all[0]]))])
        #expect(match.score.wins == [1, 0])
        #expect(match.score.draws == 0)
        #expect(match.playerToMove == nil)
    }

    @Test func startersAlternateAndTheScoreIsKept() throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        _ = match.begin()
        var starters: [Seat] = []
        for round in 1...4 {
            starters.append(match.game.starter)
            #expect(match.round == round)
            // The starter takes the top row each time.
            _ = try Self.play(Self.topRowWin, in: &match)
            let next = match.startNextRound()
            #expect(next == [.roundStarted(round: round + 1, starter: Seat(round % 2))])
        }
        #expect(starters == [Seat(0), Seat(1), Seat(0), Seat(1)])
        #expect(match.score.wins == [2, 2])
        #expect(match.game == TicTacToe(starter: Seat(0)))
    }

    @Test func drawIsCounted() throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        _ = match.begin()
        let events = try Self.play(["a1", "b2", "c3", "b1", "b3", "a3", "c1", "c2", "a2"], in: &match)
        #expect(events.last == [.marked(.named("a2"), by: Seat(0)), .roundEnded(.draw)])
        #expect(match.score.draws == 1)
        #expect(match.score.wins == [0, 0])
    }

    @Test func nextRoundIsRefusedUntilTheRoundIsOver() throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        _ = match.begin()
        _ = try match.play(.centre)
        let before = match
        #expect(match.startNextRound() == [])
        expectNoDifference(match, before)
    }

    @Test(arguments: [
        ("b2", "b2", TicTacToe.Violation.squareTaken(.named("b2"), by: .x)),
        ("", "(3, 3)", .offBoard(Square(row: 3, column: 3))),
        ("a1 a2 b1 b2 c1", "c3", .gameOver),
    ])
    func violationLeavesTheMatchUnchanged(before moves: String, square: String, violation: TicTacToe.Violation) throws {
        var match = LocalMatch(players: [.alice, .bob], seed: 1)
        _ = match.begin()
        _ = try Self.play(moves.split(separator: " ").map(String.init), in: &match)
        let before = match
        let target = Square(name: square) ?? Square(row: 3, column: 3)
        #expect(throws: violation) { try match.play(target) }
        expectNoDifference(match, before)
    }

    @Test(arguments: ComputerLevel.allCases)
    func computerRepliesWithinTheSameCall(level: ComputerLevel) throws {
        var match = LocalMatch(players: [.alice, .computer(level)], seed: 5)
        #expect(match.begin() == [.roundStarted(round: 1, starter: Seat(0))])
        let events = try match.play(.centre)
        #expect(events.count == 2)
        #expect(events.first == .marked(.centre, by: Seat(0)))
        guard case .marked(let reply, let seat) = events.last else {
            Issue.record("no reply: \(events)")
            return
        }
        #expect(seat == Seat(1))
        #expect(reply != .centre)
        #expect(match.game.moves == [.centre, reply])
        #expect(match.playerToMove == .alice)
    }

    @Test func computerOpensTheRoundsItStarts() throws {
        var match = LocalMatch(players: [.computer(.perfect), .alice], seed: 9)
        let opening = match.begin()
        #expect(opening.count == 2)
        #expect(opening.first == .roundStarted(round: 1, starter: Seat(0)))
        #expect(match.game.moves.count == 1)
        #expect(match.playerToMove == .alice)

        // Round 2 is the person's to open.
        while !match.game.isOver { _ = try match.play(match.game.emptySquares[0]) }
        #expect(match.startNextRound() == [.roundStarted(round: 2, starter: Seat(1))])
        #expect(match.game.moves == [])

        // Round 3 is the computer's again.
        while !match.game.isOver { _ = try match.play(match.game.emptySquares[0]) }
        let third = match.startNextRound()
        #expect(third.first == .roundStarted(round: 3, starter: Seat(0)))
        #expect(third.count == 2)
        #expect(match.game.moves.count == 1)
    }

    @Test func computerWinningMoveEndsTheRoundInTheSameCall() throws {
        // Alice always takes the last empty square; the perfect computer, opening, punishes it.
        var match = LocalMatch(players: [.computer(.perfect), .alice], seed: 2)
        _ = match.begin()
        var last: [MatchEvent] = []
        while !match.game.isOver { last = try match.play(match.game.emptySquares.last!) }
        #expect(match.game.outcome == .won(by: [Seat(0)]))
        guard case .roundEnded(.won(let seat, _)) = last.last else {
            Issue.record("the round did not end in the computer's reply: \(last)")
            return
        }
        #expect(seat == Seat(0))
        #expect(match.score.wins == [1, 0])
    }

    @Test func twoComputersPlayWholeRoundsOnTheirOwn() {
        var match = LocalMatch(players: [.computer(.perfect), .computer(.perfect)], seed: 3)
        let events = match.begin()
        #expect(match.game.outcome == .draw)
        #expect(events.last == .roundEnded(.draw))
        #expect(match.score.draws == 1)
        _ = match.startNextRound()
        #expect(match.score.draws == 2)
        #expect(match.round == 2)
    }

    @Test func theSameSeedGivesTheSameMatch() throws {
        func run(seed: UInt64) throws -> LocalMatch {
            var match = LocalMatch(players: [.alice, .computer(.easy)], seed: seed)
            _ = match.begin()
            while !match.game.isOver { _ = try match.play(match.game.emptySquares[0]) }
            _ = match.startNextRound()
            return match
        }
        expectNoDifference(try run(seed: 77), try run(seed: 77))
    }

    @Test(arguments: [
        ([Player.alice, .bob], true),
        ([Player.alice, .computer(.easy)], false),
        ([Player.computer(.medium), .bob], false),
        ([Player.computer(.perfect), .computer(.perfect)], false),
    ])
    func hotSeatMeansNoComputer(players: [Player], isHotSeat: Bool) {
        #expect(LocalMatch(players: players, seed: 1).isHotSeat == isHotSeat)
    }

    @Test func startingSeatCanBeChosen() {
        var match = LocalMatch(players: [.alice, .bob], starter: Seat(1), seed: 1)
        #expect(match.begin() == [.roundStarted(round: 1, starter: Seat(1))])
        #expect(match.playerToMove == .bob)
    }

    @Test(arguments: [
        ([Outcome.won(by: [Seat(0)]), .won(by: [Seat(1)]), .won(by: [Seat(1)])], [1, 2], 0),
        ([Outcome.draw, .lostByAll], [0, 0], 2),
        ([Outcome.won(by: [Seat(0), Seat(1)])], [1, 1], 0),
    ])
    func scoreCountsOutcomes(outcomes: [Outcome], wins: [Int], draws: Int) {
        var score = Score(seatCount: 2)
        for outcome in outcomes { score.record(outcome) }
        #expect(score.wins == wins)
        #expect(score.draws == draws)
        #expect(score[Seat(1)] == wins[1])
    }
}
