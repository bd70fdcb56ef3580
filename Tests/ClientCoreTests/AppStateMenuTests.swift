import ClientCore
import CustomDump
import GameCore
import Testing
import TicTacToe

@Suite struct AppStateMenuTests {
    static let start = AppState.menu(seed: 7)

    @Test(arguments: [
        ([AppAction](), 0),
        ([.directionPressed(.down)], 1),
        (Array(repeating: .directionPressed(.down), count: 8), 8),
        (Array(repeating: .directionPressed(.down), count: 9), 0),
        ([.directionPressed(.up)], 8),
        (Array(repeating: .directionPressed(.up), count: 9), 0),
        ([.directionPressed(.left), .directionPressed(.right)], 0),
    ])
    func mainMenuSelectionWraps(actions: [AppAction], selection: Int) {
        var state = Self.start
        for action in actions { _ = state.reduce(action) }
        expectNoDifference(state.menu, Menu(selection: selection))
    }

    @Test func computerMenuListsItsEntries() {
        #expect(
            Menu(page: .computer, humanMark: .o).items == [
                .computerLevel(.easy), .computerLevel(.medium), .computerLevel(.perfect), .humanMark(.o), .back,
            ])
    }

    @Test(arguments: [AppAction.confirmPressed, .menuItemChosen(.playHotSeat)])
    func hotSeatStartsAMatchBetweenTheSettingsNames(action: AppAction) {
        var state = Self.start
        #expect(state.reduce(action) == [])
        let expected = AppState.playing(players: [Player(name: "X"), Player(name: "O")], seed: 7)
        expectNoDifference(state, expected)
        #expect(state.lastEvents == [.roundStarted(round: 1, starter: Seat(0))])
        #expect(state.playing?.match.isHotSeat == true)
        #expect(state.playing?.cursor == .centre)
    }

    @Test(arguments: [[], ["Ann"], ["Ann", "Ben", "Cat"]])
    func hotSeatNamesComeFromSettingsAndFallBackToMarks(names: [String]) {
        var state = AppState.menu(settings: Settings(names: names), seed: 1)
        _ = state.reduce(.menuItemChosen(.playHotSeat))
        let expected = [names.first ?? "X", names.count > 1 ? names[1] : "O"]
        #expect(state.playing?.match.players.map(\.name) == expected)
    }

    @Test(arguments: [[AppAction.directionPressed(.down), .confirmPressed], [.menuItemChosen(.playComputer)]])
    func playComputerOpensTheLevelsWithPerfectSelected(actions: [AppAction]) {
        var state = Self.start
        for action in actions { _ = state.reduce(action) }
        expectNoDifference(state.menu, Menu(page: .computer, selection: 2))
        #expect(state.playing == nil)
    }

    @Test(arguments: [
        [AppAction.directionPressed(.up), .directionPressed(.up), .confirmPressed],
        [.menuItemChosen(.help)],
    ])
    func helpEntryShowsTheOverlay(actions: [AppAction]) {
        var state = Self.start
        for action in actions { _ = state.reduce(action) }
        #expect(state.isHelpVisible)
        #expect(state.menu?.page == .main)
    }

    @Test(arguments: [[AppAction.directionPressed(.up), .confirmPressed], [.menuItemChosen(.quit)], [.quitRequested]])
    func quitEntryAndQuitKeyReturnQuit(actions: [AppAction]) {
        let (state, effects) = Self.start.after(actions)
        #expect(effects == [.quit])
        #expect(state.menu?.page == .main)
    }

    static let computerPage = start.after(.menuItemChosen(.playComputer)).state

    @Test(arguments: ComputerLevel.allCases, Mark.allCases)
    func eachLevelStartsAMatchWithThePersonOnTheirMark(level: ComputerLevel, humanMark: Mark) {
        var state = Self.computerPage
        if humanMark == .o { _ = state.reduce(.menuItemChosen(.humanMark(.x))) }
        #expect(state.menu?.humanMark == humanMark)
        _ = state.reduce(.menuItemChosen(.computerLevel(level)))
        let you = Player(name: "You")
        let players = humanMark == .x ? [you, .computer(level)] : [.computer(level), you]
        // NB: the match's seed is drawn from the same generator in both, so the computer's opening is the same.
        expectNoDifference(state, AppState.playing(players: players, seed: 7))
        #expect(state.playing?.match.game.moves.count == (humanMark == .x ? 0 : 1))
        #expect(state.playing?.match.playerToMove == you)
    }

    @Test(arguments: [
        // Selection 3 is the mark entry: confirm, left and right each toggle it.
        ([AppAction.directionPressed(.down), .confirmPressed], Mark.o),
        ([.directionPressed(.down), .directionPressed(.left)], .o),
        ([.directionPressed(.down), .directionPressed(.right), .directionPressed(.right)], .x),
        ([.directionPressed(.down), .confirmPressed, .confirmPressed, .confirmPressed], .o),
        // Left and right on a level entry do nothing.
        ([.directionPressed(.left)], .x),
        ([.menuItemChosen(.humanMark(.x))], .o),
    ])
    func humanMarkToggles(actions: [AppAction], mark: Mark) {
        var state = Self.computerPage
        for action in actions { _ = state.reduce(action) }
        #expect(state.menu?.humanMark == mark)
        #expect(state.menu?.page == .computer)
    }

    @Test(arguments: [
        [AppAction.escapePressed], [.menuItemChosen(.back)],
        [.directionPressed(.down), .directionPressed(.down), .confirmPressed],
    ])
    func backAndEscapeReturnToTheMainMenuKeepingTheMark(actions: [AppAction]) {
        var state = Self.computerPage
        _ = state.reduce(.menuItemChosen(.humanMark(.x)))
        for action in actions { _ = state.reduce(action) }
        expectNoDifference(state.menu, Menu(selection: 1, humanMark: .o))
        // Going in again keeps the person's mark.
        _ = state.reduce(.confirmPressed)
        expectNoDifference(state.menu, Menu(page: .computer, selection: 2, humanMark: .o))
    }

    @Test(arguments: [AppAction.escapePressed, .squareChosen(.centre), .nextRoundRequested])
    func mainMenuIgnoresKeysThatMeanNothingThere(action: AppAction) {
        let (state, effects) = Self.start.after(.directionPressed(.down), action)
        #expect(effects == [])
        expectNoDifference(state, Self.start.after(.directionPressed(.down)).state)
    }

    @Test func helpKeyTogglesTheOverlay() {
        let shown = Self.start.after(.helpToggled).state
        #expect(shown.isHelpVisible)
        let hidden = shown.after(.helpToggled).state
        expectNoDifference(hidden, Self.start)
    }

    // NB: the overlay covers the screen, so the key that closes it must not also act on what lies beneath.
    @Test(arguments: [
        AppAction.directionPressed(.down), .confirmPressed, .squareChosen(.centre), .menuItemChosen(.quit),
        .menuItemChosen(.playHotSeat), .escapePressed, .nextRoundRequested, .menuRequested, .helpToggled,
    ])
    func anyKeyClosesHelpAndDoesNothingElse(action: AppAction) {
        for before in [Self.start, Self.computerPage, AppState.hotSeat("a1")] {
            let shown = before.after(.helpToggled).state
            let (closed, effects) = shown.after(action)
            #expect(effects == [])
            #expect(!closed.isHelpVisible)
            #expect(closed.screen == before.screen)
        }
    }

    @Test func quitWorksWhileHelpIsShown() {
        let (state, effects) = Self.start.after(.helpToggled, .quitRequested)
        #expect(effects == [.quit])
        #expect(state.isHelpVisible)
    }
}
