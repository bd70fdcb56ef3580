import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// While a screen shows only "Terminal too small", its keys and clicks do nothing but quit: a move nobody can see
/// must not be made.
struct TooSmallInputTests {
    static let tooSmall = Size(width: 30, height: 10)
    static let click = TerminalEvent.mouse(MouseEvent(position: Point(x: 15, y: 5), button: .left))
    static let ignored: [TerminalEvent] = [
        .key(.character("9")), .key(.character("5")), .key(.enter), .key(.character(" ")), .key(.up),
        .key(.character("?")), .key(.function(1)), .key(.escape), .key(.character("n")), .key(.character("m")),
        .key(.character("f")), .key(.tab), .key(.character("y")), .key(.character("a")), click, .resize(tooSmall),
    ]
    static let quitting: [TerminalEvent] = [.key(.character("q")), .key(.control("c")), .endOfInput]

    static var localStates: [AppState] {
        [
            Fixtures.race(seed: 1), Fixtures.raceOpen,
            AppState.menu(seed: 7, plays: TestGames.plays),
            Fixtures.race(["Ann", "Bob", "Cy"], seed: 1),
        ]
    }

    @Test(arguments: localStates)
    func localScreensOnlyQuit(state: AppState) {
        func actions(_ event: TerminalEvent) -> [AppAction] {
            InputMapper.actions(for: event, in: state, size: Self.tooSmall, options: RenderOptions(mouseEnabled: true))
        }
        for event in Self.ignored {
            #expect(actions(event) == [], "\(event)")
        }
        for event in Self.quitting {
            #expect(actions(event) == [.quitRequested], "\(event)")
        }
        #expect(
            !InputMapper.actions(
                for: .key(.character("?")), in: state, size: Size(width: 80, height: 24),
                options: RenderOptions()
            ).isEmpty, "at full size the keys work")
    }

    @Test(arguments: [OnlineFixtures.yourMove])
    func onlineScreensOnlyQuit(session: OnlineSession) {
        func actions(_ event: TerminalEvent, size: Size = Self.tooSmall) -> [OnlineAction] {
            OnlineInputMapper.actions(
                for: event, in: session, digits: .keypad, size: size, options: RenderOptions(mouseEnabled: true))
        }
        for event in Self.ignored {
            #expect(actions(event) == [], "\(event)")
        }
        for event in Self.quitting + [.key(.control("d"))] {
            #expect(actions(event) == [.quitRequested], "\(event)")
        }
        #expect(!actions(.key(.character("n")), size: Size(width: 80, height: 24)).isEmpty)
    }

    /// An online game has its help too, from its own key table; not while only "Terminal too small" shows.
    @Test func anOnlineGamesHelpTogglesWhenItFits() {
        for (size, shown) in [(Size(width: 80, height: 24), true), (Size(width: 20, height: 8), false)] {
            let help = OnlineInputMapper.help(
                after: .key(.character("?")), in: OnlineFixtures.yourMove, showsHelp: false, size: size)
            #expect(help.showsHelp == shown)
            #expect(help.handled == shown)
        }
        let closed = OnlineInputMapper.help(
            after: .key(.escape), in: OnlineFixtures.yourMove, showsHelp: true, size: Size(width: 80, height: 24))
        #expect(closed == (false, true))
    }
}
