import ClientCore
import CustomDump
import GameCatalog
import TestGames
import Testing
import WireProtocol

/// The main menu's online entries and the page where a game ID is typed.
@Suite struct AppStateOnlineMenuTests {
    static let start = AppState.menu(seed: 7, plays: TestGames.plays)
    static let gameID = try! GameID("K7MZ2QHD")

    /// The tests' first game, which the online entries host and match.
    static let firstGame = TestGames.plays.plays[0]

    static func menu(_ page: Menu.Page = .main, selection: Int = 0) -> AppState.Screen {
        .menu(Menu(mainItems: Menu.mainItems(for: TestGames.plays), page: page, selection: selection))
    }

    static func entry(_ purpose: GameIDEntry.Purpose, _ text: String = "", problem: String? = nil) -> AppState.Screen {
        menu(.gameID(GameIDEntry(purpose: purpose, text: text, problem: problem)))
    }

    static func typing(_ text: String) -> [AppAction] {
        text.map(AppAction.characterTyped)
    }

    @Test func mainMenuListsLocalThenOnlineThenHelpAndQuit() {
        let firstOffers = Self.firstGame.menuOffers.map { MenuItem.offer(Self.firstGame.kind, $0) }
        let otherOffers = TestGames.plays.plays.dropFirst().flatMap { play in
            play.menuOffers.map { MenuItem.offer(play.kind, $0) }
        }
        #expect(firstOffers.count == 2)
        let online: [MenuItem] = [.hostOnline, .joinOnline, .watchOnline, .quickMatch]
        let last: [MenuItem] = [.help, .quit]
        let expected: [MenuItem] = firstOffers + online + otherOffers + last
        #expect(Self.start.menu?.items == expected)
        #expect(Menu(mainItems: [], page: .gameID(GameIDEntry(purpose: .join))).items == [])
        #expect(Menu(mainItems: [], page: .gameID(GameIDEntry(purpose: .join))).selectedItem == nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var actions: [AppAction]
        var screen: AppState.Screen
        var effects: [Effect]
        var testDescription: String { name }
    }

    static let entryCases: [Case] = [
        Case(
            name: "create online game by entry", actions: [.menuItemChosen(.hostOnline)], screen: menu(selection: 2),
            effects: [.goOnline(.host(firstGame.kind.standardSetup))]),
        Case(
            name: "create online game by arrows",
            actions: [.directionPressed(.down), .directionPressed(.down), .confirmPressed],
            screen: menu(selection: 2), effects: [.goOnline(.host(firstGame.kind.standardSetup))]),
        Case(
            name: "quick match", actions: [.menuItemChosen(.quickMatch)], screen: menu(selection: 5),
            effects: [.goOnline(.quickMatch(firstGame.kind))]),
        Case(
            name: "quick match by arrows",
            actions: Array(repeating: .directionPressed(.up), count: 4) + [.confirmPressed],
            screen: menu(selection: 5), effects: [.goOnline(.quickMatch(firstGame.kind))]),
        Case(name: "join opens the field", actions: [.menuItemChosen(.joinOnline)], screen: entry(.join), effects: []),
        Case(
            name: "watch opens the field", actions: [.menuItemChosen(.watchOnline)], screen: entry(.watch),
            effects: []),
        Case(
            name: "the up arrow wraps to quit", actions: [.directionPressed(.up)], screen: menu(selection: 8),
            effects: []),
    ]

    @Test(arguments: entryCases)
    func mainMenuEntries(_ example: Case) {
        let (state, effects) = Self.start.after(example.actions)
        expectNoDifference(state.screen, example.screen)
        expectNoDifference(effects, example.effects)
        #expect(state.table == nil)
    }

    static let typingCases: [Case] = [
        Case(
            name: "keys that mean something elsewhere type", actions: typing("q?5 m"), screen: entry(.join, "q?5 m"),
            effects: []),
        Case(
            name: "backspace deletes the last", actions: typing("abc") + [.deletePressed], screen: entry(.join, "ab"),
            effects: []),
        Case(name: "backspace on nothing", actions: [.deletePressed], screen: entry(.join), effects: []),
        Case(
            name: "the field stops at its length", actions: typing(String(repeating: "k", count: 20)),
            screen: entry(.join, String(repeating: "k", count: GameIDEntry.maximumLength)), effects: []),
        Case(
            name: "control characters do not type", actions: typing("a\u{7}\u{1B}b"), screen: entry(.join, "ab"),
            effects: []),
        Case(
            name: "a lower-case ID joins", actions: typing("k7mz2qhd") + [.confirmPressed],
            screen: entry(.join, "k7mz2qhd"), effects: [.goOnline(.join(gameID, secret: nil))]),
        Case(
            name: "spaces and hyphens between groups", actions: typing("k7mz-2QHD ") + [.confirmPressed],
            screen: entry(.join, "k7mz-2QHD "), effects: [.goOnline(.join(gameID, secret: nil))]),
        Case(
            name: "too short", actions: typing("abc") + [.confirmPressed],
            screen: entry(.join, "abc", problem: "Game ID \"abc\" has 3 characters, not 8."), effects: []),
        Case(
            name: "a look-alike letter", actions: typing("abcdefgo") + [.confirmPressed],
            screen: entry(
                .join, "abcdefgo",
                problem: "Game ID \"abcdefgo\" contains \"O\", which game IDs never use (they use "
                    + "23456789ABCDEFGHJKMNPQRSTVWXYZ)."),
            effects: []),
        Case(
            name: "nothing typed", actions: [.confirmPressed],
            screen: entry(.join, problem: "Type the game ID: 8 letters and digits."), effects: []),
        Case(
            name: "typing clears the problem", actions: typing("abc") + [.confirmPressed] + typing("d"),
            screen: entry(.join, "abcd"), effects: []),
        Case(
            name: "backspace clears the problem", actions: typing("abc") + [.confirmPressed, .deletePressed],
            screen: entry(.join, "ab"), effects: []),
        Case(
            name: "arrows, squares and entries mean nothing here",
            actions: typing("ab") + [
                .directionPressed(.down), .play(PlayIntent(PressRacePlay.self, .press(nil))), .menuItemChosen(.quit),
                .nextRoundRequested,
            ],
            screen: entry(.join, "ab"), effects: []),
        Case(
            name: "Esc goes back with Join selected", actions: typing("abc") + [.escapePressed],
            screen: menu(selection: 3), effects: []),
        Case(
            name: "Ctrl-C still quits", actions: typing("abc") + [.quitRequested], screen: entry(.join, "abc"),
            effects: [.quit]),
    ]

    @Test(arguments: typingCases)
    func typingAGameIDToJoin(_ example: Case) {
        let (state, effects) = Self.start.after([.menuItemChosen(.joinOnline)] + example.actions)
        expectNoDifference(state.screen, example.screen)
        expectNoDifference(effects, example.effects)
    }

    @Test func watchingTakesTheIDToWatchAndEscSelectsWatch() {
        let field = Self.start.after(.menuItemChosen(.watchOnline)).state
        let (typed, effects) = field.after(Self.typing("K7MZ2QHD") + [.confirmPressed])
        expectNoDifference(effects, [.goOnline(.watch(Self.gameID))])
        expectNoDifference(typed.screen, Self.entry(.watch, "K7MZ2QHD"))
        expectNoDifference(field.after(.escapePressed).state.screen, Self.menu(selection: 4))
    }

    static let farewell = "You left; your seat is kept: parlor join K7MZ2QHD takes it back."
    static let joined = [.menuItemChosen(.joinOnline)] + typing("k7mz2qhd") + [AppAction.confirmPressed]

    struct Ending: Sendable, CustomTestStringConvertible {
        var name: String
        var before: [AppAction]
        var problem: String?
        var farewell: String? = nil
        var screen: AppState.Screen
        var notice: String?
        var testDescription: String { name }
    }

    static let endings: [Ending] = [
        Ending(name: "created game left", before: [.menuItemChosen(.hostOnline)], screen: menu(selection: 2)),
        Ending(
            name: "created game left with the seat kept", before: [.menuItemChosen(.hostOnline)], farewell: farewell,
            screen: menu(selection: 2), notice: farewell),
        Ending(
            name: "server unreachable", before: [.menuItemChosen(.hostOnline)], problem: "Could not reach the server.",
            screen: menu(selection: 2), notice: "Could not reach the server."),
        Ending(name: "joined game left", before: joined, screen: menu(selection: 3)),
        Ending(
            name: "joined game left with the seat kept", before: joined, farewell: farewell,
            screen: menu(selection: 3), notice: farewell),
        Ending(
            name: "unknown room", before: joined, problem: "No such room.",
            screen: entry(.join, "k7mz2qhd", problem: "No such room.")),
        Ending(
            name: "a problem wins over a farewell", before: [.menuItemChosen(.quickMatch)], problem: "Refused.",
            farewell: farewell, screen: menu(selection: 5), notice: "Refused."),
        Ending(
            name: "watched game left",
            before: [.menuItemChosen(.watchOnline)] + typing("k7mz2qhd") + [.confirmPressed],
            screen: menu(selection: 4)),
    ]

    @Test(arguments: endings)
    func comingBackFromAnOnlineGame(_ ending: Ending) {
        let (state, effects) = Self.start.after(
            ending.before + [.onlineEnded(problem: ending.problem, farewell: ending.farewell)])
        #expect(effects == [])
        expectNoDifference(state.screen, ending.screen)
        #expect(state.notice == ending.notice)
        #expect(!state.isHelpVisible)
    }

    @Test func theProblemNoticeGoesWithTheNextKey() {
        let (state, _) = Self.start.after(
            .menuItemChosen(.hostOnline), .onlineEnded(problem: "gone"), .directionPressed(.down))
        #expect(state.notice == nil)
        expectNoDifference(state.screen, Self.menu(selection: 3))
    }

    @Test func helpOnTheFieldClosesWithTheNextKeyWithoutTyping() {
        let field = Self.start.after([.menuItemChosen(.joinOnline)] + Self.typing("ab")).state
        let (state, effects) = field.after(.helpToggled, .characterTyped("q"))
        #expect(effects == [])
        #expect(!state.isHelpVisible)
        expectNoDifference(state.screen, Self.entry(.join, "ab"))
    }
}
