import GameCore
import Testing

/// A tiny game for testing the protocol's helpers: seats take turns adding to a total, and the seat that brings
/// it to `target` wins. Moves made at time 0 and at other times are told apart by `lastTime`.
private struct CountingGame: Game {
    var total = 0
    var seatCount: Int
    var target = 3
    var lastTime: GameTime?
    var turn = 0

    enum Violation: Error, Hashable {
        case gameOver
        case notYourTurn
    }

    static let seatRange = 2...4
    static let traits = GameTraits(
        turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: 2, keepsTime: false)

    var seatsToAct: [Seat] { total >= target ? [] : [Seat(turn % seatCount)] }

    var outcome: Outcome? { total >= target ? .won(by: [Seat((turn - 1) % seatCount)]) : nil }

    mutating func apply(_ move: Int, by seat: Seat, at time: GameTime) throws(Violation) {
        guard total < target else { throw .gameOver }
        guard seatsToAct == [seat] else { throw .notYourTurn }
        total += move
        turn += 1
        lastTime = time
    }

    func view(for viewer: Viewer) -> CountingView { CountingView(total: total) }
}

/// The counting game's view, which takes the protocol's default: each update is the whole view.
private struct CountingView: GameView {
    var total: Int

    // NB: the view's own facts are not what these tests are about; a view says nobody acts and nothing ended.
    var seatsToAct: [Seat] { [] }
    var isOver: Bool { false }
    var outcome: Outcome? { nil }
}

@Suite struct GameTests {
    @Test func applyWithoutATimeUsesTheStart() throws {
        var game = CountingGame(seatCount: 2)
        try game.apply(1, by: Seat(0))
        #expect(game == CountingGame(total: 1, seatCount: 2, lastTime: .start, turn: 1))
    }

    @Test func applyWithoutATimeThrowsTheGamesViolation() {
        var game = CountingGame(seatCount: 2)
        #expect(throws: CountingGame.Violation.notYourTurn) { try game.apply(1, by: Seat(1)) }
        #expect(game == CountingGame(seatCount: 2))
    }

    @Test func isOverFollowsTheOutcome() throws {
        var game = CountingGame(seatCount: 2)
        #expect(!game.isOver)
        try game.apply(1, by: Seat(0), at: GameTime(milliseconds: 10))
        #expect(!game.isOver)
        try game.apply(2, by: Seat(1), at: GameTime(milliseconds: 20))
        #expect(game.isOver)
        #expect(game.outcome == .won(by: [Seat(1)]))
        #expect(game.lastTime == GameTime(milliseconds: 20))
    }

    @Test(arguments: [(2, [Seat(0), Seat(1)]), (3, [Seat(0), Seat(1), Seat(2)]), (4, (0..<4).map(Seat.init))])
    func seatsListsEverySeatInOrder(count: Int, seats: [Seat]) {
        #expect(CountingGame(seatCount: count).seats == seats)
    }

    @Test func aWholeViewUpdateIsTheNewViewAndApplyingItReplacesTheOld() throws {
        let before = CountingGame(seatCount: 2)
        var after = before
        try after.apply(2, by: Seat(0))
        let update = after.update(since: before, for: .spectator)
        #expect(update == CountingView(total: 2))
        var view = before.view(for: .seat(Seat(1)))
        view.apply(update)
        #expect(view == after.view(for: .seat(Seat(1))))
    }

    @Test func seatsCompareAndDescribeByNumber() {
        #expect(Seat(0) < Seat(1))
        #expect([Seat(2), Seat(0), Seat(1)].sorted() == [Seat(0), Seat(1), Seat(2)])
        #expect(Seat(3).description == "seat 3")
    }

    @Test func gameTimesCompareByMilliseconds() {
        #expect(GameTime.start < GameTime(milliseconds: 1))
        #expect(GameTime(milliseconds: -1) < .start)
        #expect(GameTime.start == GameTime(milliseconds: 0))
    }
}

/// A game of one seat that must press within five seconds of the start, or the press is made for it.
private struct PressInTime: Game, GameView {
    enum Move: Hashable, Sendable, Codable { case press, timedOut }
    enum Violation: Error, Hashable, Sendable { case over }

    static let seatRange = 1...1
    static let traits = GameTraits(
        turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: 1, keepsTime: true)

    var seatCount: Int { 1 }
    var pressed: Move?

    var seatsToAct: [Seat] { pressed == nil ? [Seat(0)] : [] }
    var outcome: Outcome? { pressed.map { $0 == .press ? .won(by: [Seat(0)]) : .lostByAll } }

    mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard pressed == nil else { throw .over }
        pressed = move
    }

    func view(for viewer: Viewer) -> PressInTime { self }

    var deadline: Deadline<Move>? {
        pressed == nil ? Deadline(at: GameTime(milliseconds: 5_000), seat: Seat(0), move: .timedOut) : nil
    }
}

@Suite struct DeadlineTests {
    @Test func aGameWithoutDeadlinesNeverNeedsTheClockNorActsForAnAbsentSeat() {
        let game = CountingGame(seatCount: 2)
        #expect(game.deadline == nil)
        #expect(game.seats.allSatisfy { game.moveForAbsence(of: $0) == nil })
    }

    @Test func aDeadlineSaysWhenAndWhatAndGoesOnceApplied() throws {
        var game = PressInTime()
        let deadline = try #require(game.deadline)
        #expect(deadline == Deadline(at: GameTime(milliseconds: 5_000), seat: Seat(0), move: .timedOut))
        try game.apply(deadline.move, by: deadline.seat, at: deadline.time)
        #expect(game.outcome == .lostByAll)
        #expect(game.deadline == nil)
    }

    @Test func playsAsOneTeamIsTheTeamScoring() {
        var traits = PressInTime.traits
        #expect(!traits.playsAsOneTeam)
        traits.scoring = .asOneTeam
        #expect(traits.playsAsOneTeam)
    }
}
