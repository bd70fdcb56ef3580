import ClientCore
import CustomDump
import GameCore
import Testing
import TicTacToe

@Suite struct AppStatePlayingTests {
    /// Checks that `after` differs from `before` only by `notice`, with no match events reported.
    static func expectOnlyNotice(_ notice: String, before: AppState, after: AppState) {
        #expect(after.notice == notice)
        #expect(after.lastEvents == [])
        expectNoDifference(after.screen, before.screen)
        #expect(after.isHelpVisible == before.isHelpVisible)
        #expect(after.settings == before.settings)
        #expect(after.random == before.random)
    }

    static func clamped(_ value: Int) -> Int { min(2, max(0, value)) }

    @Test(arguments: Square.all, Direction.allCases)
    func cursorMovesOneStepAndStopsAtTheEdge(from square: Square, direction: Direction) {
        var state = AppState.hotSeat()
        state.screen = .playing(Playing(match: state.playing!.match, cursor: square))
        let (rowStep, columnStep) =
            switch direction {
            case .up: (-1, 0)
            case .down: (1, 0)
            case .left: (0, -1)
            case .right: (0, 1)
            }
        let (after, effects) = state.after(.directionPressed(direction))
        #expect(effects == [])
        let expected = Square(row: Self.clamped(square.row + rowStep), column: Self.clamped(square.column + columnStep))
        #expect(after.playing?.cursor == expected)
        #expect(after.playing?.match == state.playing?.match)
    }

    @Test(arguments: [
        ([Direction.up, .up, .up], "b1"), ([.left, .left], "a2"), ([.down, .right], "c3"),
        ([.up, .left, .down, .down, .down], "a3"), ([.right, .right, .up, .up], "c1"),
    ])
    func cursorWalksFromTheCentre(steps: [Direction], square: String) {
        let state = AppState.hotSeat().after(steps.map(AppAction.directionPressed)).state
        #expect(state.playing?.cursor == .named(square))
    }

    @Test func enterMarksTheCursorsSquare() {
        let (state, effects) = AppState.hotSeat().after(.directionPressed(.up), .confirmPressed)
        #expect(effects == [])
        #expect(state.lastEvents == [.marked(.named("b1"), by: Seat(0))])
        #expect(state.playing?.match.game.moves == [.named("b1")])
        #expect(state.notice == nil)
    }

    @Test(arguments: [AppAction.confirmPressed, .nextRoundRequested])
    func enterOrNOnAFinishedRoundStartsTheNext(action: AppAction) {
        let finished = AppState.hotSeat("a1 a2 b1 b2 c1")
        #expect(finished.playing?.match.game.isOver == true)
        let (state, effects) = finished.after(action)
        #expect(effects == [])
        #expect(state.lastEvents == [.roundStarted(round: 2, starter: Seat(1))])
        #expect(state.playing?.match.game == TicTacToe(starter: Seat(1)))
        #expect(state.playing?.match.score.wins == [1, 0])
        #expect(state.notice == nil)
    }

    @Test func nMidRoundOnlyGivesANotice() {
        let before = AppState.hotSeat("a1")
        Self.expectOnlyNotice(
            "Finish this round first.", before: before, after: before.after(.nextRoundRequested).state)
    }

    @Test(arguments: DigitLayout.allCases, 1...9)
    func digitsMarkTheSquareTheirLayoutNames(layout: DigitLayout, digit: Int) throws {
        let expected = try #require((layout == .keypad ? DigitLayoutTests.keypad : DigitLayoutTests.phone)[digit])
        let square = try #require(layout.square(for: digit))
        let state = AppState.hotSeat(settings: Settings(digitLayout: layout)).after(.squareChosen(square)).state
        #expect(state.playing?.match.game.moves == [.named(expected)])
        // NB: a digit names its square itself; the cursor stays where the arrows left it.
        #expect(state.playing?.cursor == .centre)
        #expect(state.lastEvents == [.marked(.named(expected), by: Seat(0))])
    }

    @Test(arguments: [
        ("b2", AppAction.squareChosen(.named("b2")), "b2 is taken by X."),
        ("b2 a1", .squareChosen(.named("a1")), "a1 is taken by O."),
        ("b2", .confirmPressed, "b2 is taken by X."),
        ("", .squareChosen(Square(row: 3, column: 0)), "(3, 0) is not on the board."),
        ("", .squareChosen(Square(row: -1, column: 5)), "(-1, 5) is not on the board."),
        ("a1 a2 b1 b2 c1", .squareChosen(.named("c3")), "The round is over: press n for the next one."),
    ])
    func refusedMoveSetsTheNoticeAndChangesNothingElse(moves: String, action: AppAction, notice: String) {
        let before = AppState.hotSeat(moves)
        Self.expectOnlyNotice(notice, before: before, after: before.after(action).state)
    }

    @Test func noticeLastsOneAction() {
        let refused = AppState.hotSeat("b2").after(.squareChosen(.named("b2"))).state
        #expect(refused.notice != nil)
        #expect(refused.after(.directionPressed(.up)).state.notice == nil)
    }

    @Test func computerRepliesInTheSameAction() {
        var state = AppState.playing(players: [Player(name: "You"), .computer(.perfect)], seed: 4)
        _ = state.reduce(.squareChosen(.named("a1")))
        #expect(state.lastEvents.count == 2)
        #expect(state.lastEvents.first == .marked(.named("a1"), by: Seat(0)))
        #expect(state.playing?.match.game.moves.count == 2)
        #expect(state.playing?.match.game.seatToMove == Seat(0))
        // NB: the only reply to a corner that does not lose is the centre.
        #expect(state.playing?.match.game.moves.last == .centre)
    }

    @Test func menuKeyLeavesTheMatch() {
        let (state, effects) = AppState.hotSeat("a1").after(.menuRequested)
        #expect(effects == [])
        expectNoDifference(state.menu, Menu())
        #expect(state.playing == nil)
    }

    @Test(arguments: ["", "a1", "a1 a2 b1 b2 c1"])
    func quitReturnsQuitAndChangesNothing(moves: String) {
        let before = AppState.hotSeat(moves)
        let (state, effects) = before.after(.quitRequested)
        #expect(effects == [.quit])
        expectNoDifference(state.screen, before.screen)
    }

    @Test(arguments: [AppAction.escapePressed, .menuItemChosen(.playHotSeat), .menuItemChosen(.quit)])
    func menuKeysMeanNothingDuringPlay(action: AppAction) {
        let before = AppState.hotSeat("a1")
        let (state, effects) = before.after(action)
        #expect(effects == [])
        expectNoDifference(state.screen, before.screen)
        #expect(state.notice == nil)
    }

    @Test func helpDuringPlayHidesAndReturnsToTheSameBoard() {
        let before = AppState.hotSeat("a1 b2")
        let shown = before.after(.helpToggled).state
        #expect(shown.isHelpVisible)
        let hidden = shown.after(.squareChosen(.named("c3"))).state
        #expect(!hidden.isHelpVisible)
        expectNoDifference(hidden.screen, before.screen)
    }
}
