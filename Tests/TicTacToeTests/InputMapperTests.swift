import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's keys and clicks at one keyboard: the cursor, Enter marking under it, the digits as the person
/// lays them out, and a click on a square.
struct InputMapperTests {
    static let size = Size(width: 80, height: 24)

    static func actions(_ event: TerminalEvent, _ state: AppState, mouse: Bool = true) -> [AppAction] {
        InputMapper.actions(for: event, in: state, size: size, options: RenderOptions(mouseEnabled: mouse))
    }

    /// On a board in play the game's keys come first (the cursor, Enter marking under it); once the round is over
    /// the keys are the table's, Enter the next round among them; over the help, the game's keys close it.
    @Test(arguments: ["in play", "round over", "help"])
    func keysOfATable(screen: String) {
        let state = screen == "in play" ? Fixtures.midGame : screen == "help" ? Fixtures.helpOverGame : Fixtures.xWins
        for (key, action) in TableKeys.everywhere {
            var expected = action
            if case .directionPressed(let direction)? = action {
                expected = screen == "in play" ? Fixtures.cursor(direction) : screen == "help" ? .escapePressed : nil
            } else if action == .confirmPressed, screen == "in play" {
                expected = Fixtures.markCursor
            } else if action == nil, screen == "help" {
                // NB: any key closes the help, even one that means nothing under it.
                expected = .escapePressed
            }
            if expected == nil, screen == "round over" {
                // NB: once the round is over a key of no meaning is answered with how to go on.
                expected = .unboundKeyPressed
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

    @Test(arguments: [Fixtures.midGame, Fixtures.helpOverGame])
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
