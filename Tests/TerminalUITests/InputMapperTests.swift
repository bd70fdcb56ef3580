import ClientCore
import GameCatalog
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Every key, in the menu and at a table of the tests' press race, and the events that are not keys (each game's
/// tests check its own keys and clicks).
struct InputMapperTests {
    static let size = Size(width: 80, height: 24)

    static func actions(_ event: TerminalEvent, _ state: AppState, mouse: Bool = true) -> [AppAction] {
        InputMapper.actions(for: event, in: state, size: size, options: RenderOptions(mouseEnabled: mouse))
    }

    @Test func keysOfTheMenu() {
        for (key, action) in TableKeys.everywhere {
            #expect(Self.actions(.key(key), Fixtures.mainMenu) == (action.map { [$0] } ?? []), "\(key)")
        }
    }

    /// At a table in play the game's keys come first (Space presses, a digit presses for its seat); once the round
    /// is over the keys are the table's (any other saying how to go on), and the game's choice at a round's end (l);
    /// over the help, any key closes it.
    @Test(arguments: ["in play", "round over", "help"])
    func keysOfATable(screen: String) {
        let state =
            screen == "in play" ? Fixtures.raceOpen : screen == "help" ? Fixtures.helpOverRace : Fixtures.raceWon
        for (key, action) in TableKeys.everywhere {
            var expected = action
            if case .directionPressed? = action {
                // NB: the race has no cursor: the table's arrows mean nothing at it, and close the help.
                expected = screen == "help" ? .escapePressed : nil
            } else if action == nil, screen == "help" {
                expected = .escapePressed
            }
            if key == .character(" "), screen == "in play" {
                expected = .play(PlayIntent(PressRacePlay.self, .press(nil)))
            }
            if expected == nil, screen == "round over" {
                // NB: once the round is over a key of no meaning is answered with how to go on.
                expected = .unboundKeyPressed
            }
            if key == .character("l"), screen == "round over" {
                expected = .nextRoundChosen(AnyRoundChoice(PressRace.self, .longerCountdown))
            }
            #expect(Self.actions(.key(key), state) == (expected.map { [$0] } ?? []), "\(key) \(screen)")
        }
    }

    @Test func digitsAreTheGamesInPlay() {
        #expect(Self.actions(.key(.character("1")), Fixtures.raceOpen) == [Fixtures.press(Seat(0))])
        #expect(Self.actions(.key(.character("2")), Fixtures.raceOpen) == [Fixtures.press(Seat(1))])
        #expect(Self.actions(.key(.character("2")), Fixtures.raceWon) == [.unboundKeyPressed], "the round is over")
    }

    @Test func digitsPickMenuEntries() {
        let main = Fixtures.mainMenu
        let items = main.menu?.items ?? []
        #expect(Self.actions(.key(.character("1")), main) == [.menuItemChosen(items[0])])
        #expect(Self.actions(.key(.character("2")), main) == [.menuItemChosen(items[1])])
        #expect(Self.actions(.key(.character("3")), main) == [.menuItemChosen(.hostOnline)])
        #expect(Self.actions(.key(.character("4")), main) == [.menuItemChosen(.joinOnline)])
        let computer = Fixtures.computerMenu
        let levels = computer.menu?.items ?? []
        #expect(levels.count == 5, "three levels, the seat, back")
        #expect(Self.actions(.key(.character("3")), computer) == [.menuItemChosen(levels[2])])
        #expect(Self.actions(.key(.character("4")), computer) == [.menuItemChosen(levels[3])])
        #expect(Self.actions(.key(.character("5")), computer) == [.menuItemChosen(.back)])
        #expect(Self.actions(.key(.character("6")), computer) == [])
    }

    @Test func digitsPickTheOnlineEntries() {
        let main = Fixtures.mainMenu
        let items = main.menu?.items ?? []
        let expected: [(String, MenuItem)] = [
            ("3", .hostOnline), ("4", .joinOnline), ("5", .watchOnline), ("6", .quickMatch), ("7", items[6]),
            ("8", .help), ("9", .quit),
        ]
        for (digit, item) in expected {
            #expect(Self.actions(.key(.character(Character(digit))), main) == [.menuItemChosen(item)], "\(digit)")
        }
    }

    static let inTheField: [(Key, AppAction?)] = [
        (.character("q"), .characterTyped("q")), (.character("Q"), .characterTyped("Q")),
        (.character("?"), .characterTyped("?")), (.character("5"), .characterTyped("5")),
        (.character("1"), .characterTyped("1")), (.character(" "), .characterTyped(" ")),
        (.character("h"), .characterTyped("h")), (.character("m"), .characterTyped("m")),
        (.character("n"), .characterTyped("n")), (.character("-"), .characterTyped("-")),
        (.backspace, .deletePressed), (.enter, .confirmPressed), (.escape, .escapePressed),
        (.function(1), .helpToggled), (.control("c"), .quitRequested), (.up, .directionPressed(.up)),
        (.tab, nil), (.control("d"), nil), (.home, nil),
    ]

    @Test(arguments: [MenuFixtures.joinEmpty, MenuFixtures.watchTyped, MenuFixtures.joinRefused])
    func everyPrintableKeyTypesInTheGameIDField(state: AppState) {
        for (key, action) in Self.inTheField {
            #expect(Self.actions(.key(key), state) == (action.map { [$0] } ?? []), "\(key)")
        }
    }

    @Test func aClickOnTheGameIDPageDoesNothing() {
        for point in [Point(x: 40, y: 12), Point(x: 30, y: 11), Point(x: 0, y: 0)] {
            let event = TerminalEvent.mouse(MouseEvent(position: point, button: .left))
            #expect(Self.actions(event, MenuFixtures.joinRefused) == [], "\(point)")
        }
    }

    @Test(arguments: [Fixtures.raceOpen, Fixtures.mainMenu, Fixtures.helpOverRace])
    func eventsThatAreNotKeys(state: AppState) {
        #expect(Self.actions(.endOfInput, state) == [.quitRequested])
        #expect(Self.actions(.terminationRequested(signal: 15), state) == [.quitRequested])
        #expect(Self.actions(.resize(Size(width: 100, height: 40)), state) == [])
    }

    @Test func clicksNeedTheMouseTheLeftButtonAndRoom() throws {
        let state = Fixtures.raceOpen
        let canvas = AppView.render(state, size: Self.size, options: RenderOptions())
        let headline = try #require(Probe.find("PRESS!", in: canvas))
        let press = AppAction.play(PlayIntent(PressRacePlay.self, .press(nil)))
        #expect(Self.actions(.mouse(MouseEvent(position: headline, button: .left)), state) == [press])
        #expect(Self.actions(.mouse(MouseEvent(position: headline, button: .left)), state, mouse: false) == [])
        for button in [MouseEvent.Button.right, .middle, .scrollUp, .scrollDown] {
            #expect(Self.actions(.mouse(MouseEvent(position: headline, button: button)), state) == [])
        }
        let tiny = InputMapper.actions(
            for: .mouse(MouseEvent(position: Point(x: 1, y: 1), button: .left)),
            in: state,
            size: Size(width: 20, height: 8),
            options: RenderOptions()
        )
        #expect(tiny == [])
    }

    @Test func clicksOffTheBoardDoNothing() {
        let state = Fixtures.raceOpen
        for point in [Point(x: 0, y: 0), Point(x: 40, y: 23), Point(x: 0, y: 12), Point(x: 79, y: 12)] {
            #expect(Self.actions(.mouse(MouseEvent(position: point, button: .left)), state) == [], "\(point)")
        }
    }

    @Test func aClickAnywhereClosesTheHelp() {
        for point in [Point(x: 0, y: 0), Point(x: 40, y: 12)] {
            let event = TerminalEvent.mouse(MouseEvent(position: point, button: .left))
            #expect(Self.actions(event, Fixtures.helpOverRace) == [.helpToggled])
        }
    }
}
