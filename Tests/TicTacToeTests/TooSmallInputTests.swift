import ClientCore
import TermCore
import TerminalUI
import Testing

/// While tic-tac-toe's board shows only "Terminal too small", its keys and clicks do nothing but quit; its help
/// opens online once the board fits.
struct TooSmallInputTests {
    static let tooSmall = Size(width: 30, height: 10)
    static let click = TerminalEvent.mouse(MouseEvent(position: Point(x: 15, y: 5), button: .left))
    static let ignored: [TerminalEvent] = [
        .key(.character("9")), .key(.character("5")), .key(.enter), .key(.character(" ")), .key(.up),
        .key(.character("?")), .key(.escape), .key(.character("n")), click, .resize(tooSmall),
    ]

    @Test func theLocalBoardOnlyQuits() {
        let state = Fixtures.ticTacToe(seed: 1)
        func actions(_ event: TerminalEvent, size: Size = Self.tooSmall) -> [AppAction] {
            InputMapper.actions(for: event, in: state, size: size, options: RenderOptions(mouseEnabled: true))
        }
        for event in Self.ignored {
            #expect(actions(event) == [], "\(event)")
        }
        #expect(actions(.key(.character("q"))) == [.quitRequested])
        #expect(!actions(.key(.up), size: Size(width: 80, height: 24)).isEmpty, "at full size the keys work")
    }

    @Test func theOnlineBoardOnlyQuits() {
        func actions(_ event: TerminalEvent, size: Size = Self.tooSmall) -> [OnlineAction] {
            OnlineInputMapper.actions(
                for: event, in: OnlineFixtures.yourMove, digits: .keypad, size: size,
                options: RenderOptions(mouseEnabled: true))
        }
        for event in Self.ignored {
            #expect(actions(event) == [], "\(event)")
        }
        #expect(actions(.key(.character("q"))) == [.quitRequested])
        #expect(!actions(.key(.up), size: Size(width: 80, height: 24)).isEmpty)
    }

    /// An online tic-tac-toe game has its help, from its own key table; not while only "Terminal too small" shows.
    @Test func anOnlineTicTacToeGamesHelpTogglesWhenItFits() {
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
