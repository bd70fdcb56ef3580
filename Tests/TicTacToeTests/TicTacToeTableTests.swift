import ClientCore
import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe
import TicTacToePlay
import WireProtocol

/// Tic-tac-toe at one keyboard, full screen: the cursor, marks by key, digit and Enter, refusals in the rules'
/// words, rounds and the score, and the computer's replies, through the room's table and the game's play parts.
@Suite struct TicTacToeTableTests {
    static func mark(_ name: String) -> AppAction { .play(PlayIntent(TicTacToePlay.self, .mark(.named(name)))) }
    static func cursor(_ direction: Direction) -> AppAction {
        .play(PlayIntent(TicTacToePlay.self, .moveCursor(direction)))
    }
    static let markCursor = AppAction.play(PlayIntent(TicTacToePlay.self, .markCursor))

    /// A hot-seat table of X and O with `moves` ("a1 b2") already played.
    static func hotSeat(_ moves: String = "", settings: Settings = Settings(), seed: UInt64 = 1) -> AppState {
        var state = AppState.table(
            setup: .ticTacToe(TicTacToeOptions()), names: ["X", "O"], plays: TestGames.plays, settings: settings,
            seed: seed)!
        for name in moves.split(separator: " ") { _ = state.reduce(mark(String(name))) }
        return state
    }

    /// Ann against the computer in `computer`'s seat, at the strongest level.
    static func againstTheComputer(seat computer: Seat, seed: UInt64 = 4) -> AppState {
        AppState.table(
            setup: .ticTacToe(TicTacToeOptions()),
            names: computer.index == 1 ? ["Ann", "Computer"] : ["Computer", "Ann"],
            computerSeats: [computer], plays: TestGames.plays, seed: seed)!
    }

    static func board(_ state: AppState) -> TicTacToe? { state.table?.view.view(of: TicTacToe.self) }
    static func cursor(of state: AppState) -> Square? { state.table?.clientState.state(of: TicTacToePlay.self) }

    static func after(_ state: AppState, _ actions: AppAction...) -> (state: AppState, effects: [Effect]) {
        var state = state
        var effects: [Effect] = []
        for action in actions { effects = state.reduce(action) }
        return (state, effects)
    }

    static func clamped(_ value: Int) -> Int { min(2, max(0, value)) }

    @Test(arguments: [
        ([Direction.up, .up, .up], "b1"), ([.left, .left], "a2"), ([.down, .right], "c3"),
        ([.up, .left, .down, .down, .down], "a3"), ([.right, .right, .up, .up], "c1"),
    ])
    func cursorWalksFromTheCentreAndStopsAtTheEdge(steps: [Direction], square: String) {
        var state = Self.hotSeat()
        for step in steps { _ = state.reduce(Self.cursor(step)) }
        #expect(Self.cursor(of: state) == .named(square))
        #expect(Self.board(state)?.moves == [])
    }

    @Test func enterMarksTheCursorsSquare() {
        let (state, effects) = Self.after(Self.hotSeat(), Self.cursor(.up), Self.markCursor)
        #expect(effects == [])
        #expect(state.lastTableEvents == [.moved(seat: Seat(0), move: AnyMove(TicTacToe.self, .mark(.named("b1"))))])
        #expect(Self.board(state)?.moves == [.named("b1")])
        #expect(state.notice == nil)
    }

    @Test(arguments: [AppAction.confirmPressed, .nextRoundRequested])
    func enterOrNOnAFinishedRoundStartsTheNextOpenedByTheOtherSeat(action: AppAction) {
        let finished = Self.hotSeat("a1 a2 b1 b2 c1")
        #expect(finished.table?.game.isOver == true)
        let (state, effects) = Self.after(finished, action)
        #expect(effects == [])
        #expect(state.lastTableEvents == [.roundStarted(round: 2, starter: Seat(1))])
        #expect(Self.board(state) == TicTacToe(starter: Seat(1)))
        #expect(state.table?.score.wins == [1, 0])
    }

    @Test func nMidRoundOnlyGivesANotice() {
        let before = Self.hotSeat("a1")
        let after = Self.after(before, .nextRoundRequested).state
        #expect(after.notice == "Round 1 is not over: finish it before starting a new one.")
        expectNoDifference(after.screen, before.screen)
    }

    @Test(arguments: [
        ("b2", mark("b2"), "b2 is taken by X."),
        ("b2 a1", mark("a1"), "a1 is taken by O."),
        ("b2", markCursor, "b2 is taken by X."),
        ("a1 a2 b1 b2 c1", mark("c3"), "Round 1 is over: press n for the next round."),
    ])
    func aRefusedMoveSetsTheNoticeAndChangesNothingElse(moves: String, action: AppAction, notice: String) {
        let before = Self.hotSeat(moves)
        let after = Self.after(before, action).state
        #expect(after.notice == notice)
        expectNoDifference(after.screen, before.screen)
    }

    @Test func aRoundsEndIsRecordedOnceForTheHistory() {
        let (_, effects) = Self.after(Self.hotSeat("a1 a2 b1 b2"), Self.mark("c1"))
        guard case .record(let finished)? = effects.first else {
            Issue.record("no record in \(effects)")
            return
        }
        #expect(effects.count == 1)
        #expect(finished.outcome == .won(by: [Seat(0)]))
        #expect(finished.setup == .ticTacToe(TicTacToeOptions()))
    }

    @Test func theComputerRepliesInTheSameActionAndOpensTheRoundsItStarts() {
        var state = Self.againstTheComputer(seat: Seat(1))
        _ = state.reduce(Self.mark("a1"))
        #expect(Self.board(state)?.moves.count == 2)
        // NB: the only reply to a corner that does not lose is the centre.
        #expect(Self.board(state)?.moves.last == .centre)
        let opening = Self.againstTheComputer(seat: Seat(0))
        #expect(Self.board(opening)?.moves.count == 1)
        #expect(Self.board(opening)?.seatToMove == Seat(1))
    }

    @Test func twoComputersPlayAWholeRoundToADrawOnTheirOwn() {
        let state = AppState.table(
            setup: .ticTacToe(TicTacToeOptions()), names: ["Deep", "Blue"], computerSeats: [Seat(0), Seat(1)],
            plays: TestGames.plays, seed: 9)!
        #expect(Self.board(state)?.isOver == true)
        #expect(state.table?.score.draws == 1)
    }

    @Test func theSameSeedGivesTheSameGame() {
        func run(seed: UInt64) -> [Square] {
            var state = Self.againstTheComputer(seat: Seat(1), seed: seed)
            for name in ["a1", "c3", "a3", "c1"] { _ = state.reduce(Self.mark(name)) }
            return Self.board(state)?.moves ?? []
        }
        #expect(run(seed: 11) == run(seed: 11))
    }

    @Test func theMenuKeyLeavesTheTable() {
        let (state, effects) = Self.after(Self.hotSeat("a1"), .menuRequested)
        #expect(effects == [])
        expectNoDifference(state.menu, TicTacToeMenuTests.main())
        #expect(state.table == nil)
    }

    @Test func helpDuringPlayHidesAndReturnsToTheSameBoard() {
        let before = Self.hotSeat("a1 b2")
        let shown = Self.after(before, .helpToggled).state
        #expect(shown.isHelpVisible)
        let hidden = Self.after(shown, Self.mark("c3")).state
        #expect(!hidden.isHelpVisible)
        expectNoDifference(hidden.screen, before.screen)
    }

    static func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    @Test func aRoundIsRecordedFromItsFirstMoveToItsLast() throws {
        var state = AppState.table(
            setup: .ticTacToe(TicTacToeOptions()), names: ["Ann", "Bob"], plays: TestGames.plays, seed: 1)!
        state.wallClockOrigin = 5_000_000
        var effects: [Effect] = []
        for (index, name) in ["a1", "b2", "b1", "c3", "c1"].enumerated() {
            effects = state.reduce(Self.mark(name), at: Self.at(Int64(3000 + index * 2000)))
        }
        guard case .record(let finished)? = effects.first else {
            Issue.record("no record in \(effects)")
            return
        }
        #expect(finished.duration == Self.at(8000))
        #expect(finished.startedAt == 5_003_000)
        #expect(finished.outcome == .won(by: [Seat(0)]))
        #expect(finished.players.map(\.text) == ["Ann", "Bob"])
        _ = state.reduce(.nextRoundRequested, at: Self.at(20_000))
        #expect(state.table?.firstMoveAt == nil)
        _ = state.reduce(Self.mark("b2"), at: Self.at(21_000))
        #expect(state.table?.firstMoveAt == Self.at(21_000))
    }

    @Test func aComputerOpeningStartsTheRoundsClock() {
        var state = AppState.menu(seed: 3, plays: TestGames.plays)
        _ = state.reduce(.menuItemChosen(TicTacToeMenuTests.playComputer), at: Self.at(1000))
        _ = state.reduce(.menuItemChosen(TicTacToeMenuTests.mark(.x)), at: Self.at(1000))
        _ = state.reduce(.menuItemChosen(TicTacToeMenuTests.level(.easy)), at: Self.at(4000))
        #expect(Self.board(state)?.moves.count == 1)
        #expect(state.table?.firstMoveAt == Self.at(4000))
    }
}
