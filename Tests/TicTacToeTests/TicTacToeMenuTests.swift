import ClientCore
import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe
import TicTacToePlay

/// The menu with tic-tac-toe as its first game, as the executable lists it: its hot-seat and computer entries, its
/// levels and marks, and the menu's keys around them.
@Suite struct TicTacToeMenuTests {
    static let start = AppState.menu(seed: 7, plays: TestGames.plays)

    /// The main page of the tests' registry, entry `selection` selected, the person on `seat`.
    static func main(selection: Int = 0, seat: Mark = .x) -> Menu {
        Menu(mainItems: Menu.mainItems(for: TestGames.plays), selection: selection, personSeat: seat.seat)
    }

    /// Tic-tac-toe's hot-seat entry.
    static let hotSeat = MenuItem.offer(.ticTacToe, TicTacToePlay.menuOffers[0])
    /// Tic-tac-toe's entry that opens the computer's levels.
    static let playComputer = MenuItem.offer(.ticTacToe, TicTacToePlay.menuOffers[1])

    /// The computer page's entry for `level`.
    static func level(_ level: ComputerLevel) -> MenuItem {
        let index = ComputerLevel.allCases.firstIndex(of: level)!
        return .computerLevel(
            ComputerLevelOffer(
                index: index, name: level.rawValue, detail: TicTacToePlay.computerLevelDetails[index]))
    }

    /// The computer page's entry that switches the person's mark, showing `mark`.
    static func mark(_ mark: Mark) -> MenuItem {
        .personSeat(mark.seat, name: "\(mark)", turn: mark == .x ? 0 : 1)
    }

    /// The computer page, entry `selection` selected, the person on `mark`.
    static func computer(selection: Int = 2, mark: Mark = .x) -> Menu {
        var menu = start.after(.menuItemChosen(playComputer)).state.menu!
        menu.selection = selection
        menu.personSeat = mark.seat
        return menu
    }

    /// A hot-seat tic-tac-toe table between X and O with `moves` ("a1 b2") already played.
    static func hotSeatTable(_ moves: String) -> AppState {
        var state = AppState.table(
            setup: GameKind.ticTacToe.standardSetup, names: ["X", "O"], plays: TestGames.plays, seed: 1)!
        for name in moves.split(separator: " ") {
            _ = state.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: String(name))!))))
        }
        return state
    }

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
        expectNoDifference(state.menu, Self.main(selection: selection))
    }

    @Test func computerMenuListsItsEntries() {
        #expect(
            Self.computer(mark: .o).items == [
                Self.level(.easy), Self.level(.medium), Self.level(.perfect), Self.mark(.o), .back,
            ])
    }

    @Test(arguments: [AppAction.confirmPressed, .menuItemChosen(Self.hotSeat)])
    func hotSeatStartsAMatchBetweenTheSettingsNames(action: AppAction) {
        var state = Self.start
        #expect(state.reduce(action) == [])
        let expected = AppState.table(
            setup: GameKind.ticTacToe.standardSetup, names: ["X", "O"], plays: TestGames.plays, seed: 7)
        expectNoDifference(state, expected)
        #expect(state.lastTableEvents == [.roundStarted(round: 1, starter: Seat(0))])
        #expect(state.table?.computerSeats == [])
    }

    @Test(arguments: [[], ["Ann"], ["Ann", "Ben", "Cat"]])
    func hotSeatNamesComeFromSettingsAndFallBackToMarks(names: [String]) {
        var state = AppState.menu(settings: Settings(names: names), seed: 1, plays: TestGames.plays)
        _ = state.reduce(.menuItemChosen(Self.hotSeat))
        let expected = [names.first ?? "X", names.count > 1 ? names[1] : "O"]
        #expect(state.table?.names == expected)
    }

    @Test(arguments: [[AppAction.directionPressed(.down), .confirmPressed], [.menuItemChosen(Self.playComputer)]])
    func playComputerOpensTheLevelsWithPerfectSelected(actions: [AppAction]) {
        var state = Self.start
        for action in actions { _ = state.reduce(action) }
        expectNoDifference(state.menu, Self.computer(selection: 2))
        #expect(state.table == nil)
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

    static let computerPage = start.after(.menuItemChosen(playComputer)).state

    @Test(arguments: ComputerLevel.allCases, Mark.allCases)
    func eachLevelStartsAMatchWithThePersonOnTheirMark(level: ComputerLevel, humanMark: Mark) {
        var state = Self.computerPage
        if humanMark == .o { _ = state.reduce(.menuItemChosen(Self.mark(.x))) }
        #expect(state.menu?.personSeat == humanMark.seat)
        _ = state.reduce(.menuItemChosen(Self.level(level)))
        let computer = Seat(humanMark == .x ? 1 : 0)
        let names = humanMark == .x ? ["You", "Computer"] : ["Computer", "You"]
        // NB: the table's seed is drawn from the same generator in both, so the computer's opening is the same.
        let expected = AppState.table(
            setup: GameKind.ticTacToe.standardSetup, names: names, computerSeats: [computer],
            computerLevel: ComputerLevel.allCases.firstIndex(of: level), plays: TestGames.plays, seed: 7)
        expectNoDifference(state, expected)
        #expect(state.table?.view.moveCount == (humanMark == .x ? 0 : 1))
        #expect(state.table?.view.seatsToAct == [Seat(1 - computer.index)])
    }

    @Test(arguments: [
        // Selection 3 is the mark entry: confirm, left and right each toggle it.
        ([AppAction.directionPressed(.down), .confirmPressed], Mark.o),
        ([.directionPressed(.down), .directionPressed(.left)], .o),
        ([.directionPressed(.down), .directionPressed(.right), .directionPressed(.right)], .x),
        ([.directionPressed(.down), .confirmPressed, .confirmPressed, .confirmPressed], .o),
        // Left and right on a level entry do nothing.
        ([.directionPressed(.left)], .x),
        ([.menuItemChosen(Self.mark(.x))], .o),
    ])
    func humanMarkToggles(actions: [AppAction], mark: Mark) {
        var state = Self.computerPage
        for action in actions { _ = state.reduce(action) }
        #expect(state.menu?.personSeat == mark.seat)
        #expect(state.menu?.page == Self.computerPage.menu?.page)
    }

    @Test(arguments: [
        [AppAction.escapePressed], [.menuItemChosen(.back)],
        [.directionPressed(.down), .directionPressed(.down), .confirmPressed],
    ])
    func backAndEscapeReturnToTheMainMenuKeepingTheMark(actions: [AppAction]) {
        var state = Self.computerPage
        _ = state.reduce(.menuItemChosen(Self.mark(.x)))
        for action in actions { _ = state.reduce(action) }
        expectNoDifference(state.menu, Self.main(selection: 1, seat: .o))
        // Going in again keeps the person's mark.
        _ = state.reduce(.confirmPressed)
        expectNoDifference(state.menu, Self.computer(selection: 2, mark: .o))
    }

    @Test(arguments: [
        AppAction.escapePressed, .play(PlayIntent(TicTacToePlay.self, .mark(.centre))), .nextRoundRequested,
    ])
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
        AppAction.directionPressed(.down), .confirmPressed, .play(PlayIntent(TicTacToePlay.self, .mark(.centre))),
        .menuItemChosen(.quit),
        .menuItemChosen(Self.hotSeat), .escapePressed, .nextRoundRequested, .menuRequested, .helpToggled,
    ])
    func anyKeyClosesHelpAndDoesNothingElse(action: AppAction) {
        for before in [Self.start, Self.computerPage, Self.hotSeatTable("a1")] {
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

    @Test func theMarkChosenForTheComputerSurvivesTheGameIDField() {
        let (state, _) = Self.start.after(
            .menuItemChosen(Self.playComputer), .menuItemChosen(Self.mark(.x)), .escapePressed,
            .menuItemChosen(.joinOnline), .escapePressed)
        expectNoDifference(state.menu, Self.main(selection: 3, seat: .o))
    }
}
