import ClientCore
import TermCore
import TerminalUI
import Testing
import TicTacToe

/// Every key, in play and in the menu, and the events that are not keys.
struct InputMapperTests {
    static let size = Size(width: 80, height: 24)

    static func actions(_ event: TerminalEvent, _ state: AppState, mouse: Bool = true) -> [AppAction] {
        InputMapper.actions(for: event, in: state, size: size, options: RenderOptions(mouseEnabled: mouse))
    }

    static let everywhere: [(Key, AppAction?)] = [
        (.up, .directionPressed(.up)), (.down, .directionPressed(.down)),
        (.left, .directionPressed(.left)), (.right, .directionPressed(.right)),
        (.character("h"), .directionPressed(.left)), (.character("j"), .directionPressed(.down)),
        (.character("k"), .directionPressed(.up)), (.character("l"), .directionPressed(.right)),
        (.character("w"), .directionPressed(.up)), (.character("a"), .directionPressed(.left)),
        (.character("s"), .directionPressed(.down)), (.character("d"), .directionPressed(.right)),
        (.enter, .confirmPressed), (.character(" "), .confirmPressed),
        (.character("?"), .helpToggled), (.function(1), .helpToggled),
        (.escape, .escapePressed),
        (.character("n"), .nextRoundRequested), (.character("N"), .nextRoundRequested),
        (.character("m"), .menuRequested), (.character("M"), .menuRequested),
        (.character("q"), .quitRequested), (.character("Q"), .quitRequested), (.control("c"), .quitRequested),
        (.character("x"), nil), (.character("0"), nil), (.control("d"), nil), (.tab, nil), (.function(2), nil),
        (.backspace, nil), (.home, nil), (.pageDown, nil),
    ]

    @Test func keysOfTheMenu() {
        for (key, action) in Self.everywhere {
            #expect(Self.actions(.key(key), Fixtures.mainMenu) == (action.map { [$0] } ?? []), "\(key)")
        }
    }

    /// On a board in play the game's keys come first (the cursor, Enter marking under it); once the round is over
    /// the keys are the table's, Enter the next round among them; over the help, the game's keys close it.
    @Test(arguments: ["in play", "round over", "help"])
    func keysOfATable(screen: String) {
        let state = screen == "in play" ? Fixtures.midGame : screen == "help" ? Fixtures.helpOverGame : Fixtures.xWins
        for (key, action) in Self.everywhere {
            var expected = action
            if case .directionPressed(let direction)? = action {
                expected = screen == "in play" ? Fixtures.cursor(direction) : screen == "help" ? .escapePressed : nil
            } else if action == .confirmPressed, screen == "in play" {
                expected = Fixtures.markCursor
            } else if action == nil, screen == "help" {
                // NB: any key closes the help, even one that means nothing under it.
                expected = .escapePressed
            }
            #expect(Self.actions(.key(key), state) == (expected.map { [$0] } ?? []), "\(key) \(screen)")
        }
    }

    @Test(arguments: DigitLayout.allCases)
    func digitsChooseSquaresInPlay(layout: DigitLayout) {
        let state = Fixtures.ticTacToe(settings: Settings(digitLayout: layout), seed: 1)
        let expected: [Int: String] =
            layout == .keypad
            ? [7: "a1", 8: "b1", 9: "c1", 4: "a2", 5: "b2", 6: "c2", 1: "a3", 2: "b3", 3: "c3"]
            : [1: "a1", 2: "b1", 3: "c1", 4: "a2", 5: "b2", 6: "c2", 7: "a3", 8: "b3", 9: "c3"]
        for (digit, name) in expected {
            #expect(
                Self.actions(.key(.character(Character("\(digit)"))), state) == Fixtures.squares(name)
            )
        }
    }

    @Test func digitsPickMenuEntries() {
        let main = Fixtures.mainMenu
        #expect(Self.actions(.key(.character("1")), main) == [.menuItemChosen(.playHotSeat)])
        #expect(Self.actions(.key(.character("2")), main) == [.menuItemChosen(.playComputer)])
        #expect(Self.actions(.key(.character("3")), main) == [.menuItemChosen(.hostOnline)])
        #expect(Self.actions(.key(.character("4")), main) == [.menuItemChosen(.joinOnline)])
        let computer = Fixtures.computerMenu
        #expect(Self.actions(.key(.character("3")), computer) == [.menuItemChosen(.computerLevel(.perfect))])
        #expect(Self.actions(.key(.character("4")), computer) == [.menuItemChosen(.humanMark(.x))])
        #expect(Self.actions(.key(.character("5")), computer) == [.menuItemChosen(.back)])
        #expect(Self.actions(.key(.character("6")), computer) == [])
    }

    @Test func digitsPickTheOnlineEntries() {
        let main = Fixtures.mainMenu
        let expected: [(String, MenuItem)] = [
            ("3", .hostOnline), ("4", .joinOnline), ("5", .watchOnline), ("6", .quickMatch), ("7", .playMinesweeper),
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

    @Test(arguments: [Fixtures.midGame, Fixtures.mainMenu, Fixtures.helpOverGame])
    func eventsThatAreNotKeys(state: AppState) {
        #expect(Self.actions(.endOfInput, state) == [.quitRequested])
        #expect(Self.actions(.terminationRequested(signal: 15), state) == [.quitRequested])
        #expect(Self.actions(.resize(Size(width: 100, height: 40)), state) == [])
    }

    @Test func clicksNeedTheMouseTheLeftButtonAndRoom() {
        let state = Fixtures.midGame
        let centre = Probe.centre(of: .centre, state: state, size: Self.size)
        #expect(Self.actions(.mouse(MouseEvent(position: centre, button: .left)), state) == Fixtures.squares("b2"))
        #expect(Self.actions(.mouse(MouseEvent(position: centre, button: .left)), state, mouse: false) == [])
        for button in [MouseEvent.Button.right, .middle, .scrollUp, .scrollDown] {
            #expect(Self.actions(.mouse(MouseEvent(position: centre, button: button)), state) == [])
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
        let state = Fixtures.midGame
        for point in [Point(x: 0, y: 0), Point(x: 40, y: 23), Point(x: 0, y: 12), Point(x: 79, y: 12)] {
            #expect(Self.actions(.mouse(MouseEvent(position: point, button: .left)), state) == [], "\(point)")
        }
    }

    @Test func aClickAnywhereClosesTheHelp() {
        for point in [Point(x: 0, y: 0), Point(x: 40, y: 12)] {
            let event = TerminalEvent.mouse(MouseEvent(position: point, button: .left))
            #expect(Self.actions(event, Fixtures.helpOverGame) == [.helpToggled])
        }
    }
}
