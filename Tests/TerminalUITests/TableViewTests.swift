import ClientCore
import GameCatalog
import GameCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// A game known only to the tests, at one keyboard on the full screen: the room-level frame (status bar, every
/// seat's score, notice, hints, help) around the game's own part, keys through the game's table, and a loop that
/// wakes only for the game's deadlines.
@Suite struct TableViewTests {
    static let options = RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: false)
    static let size = Size(width: 80, height: 24)

    static func state() throws -> AppState {
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: 300))
        return try #require(AppState.table(setup: setup, names: ["Ann", "Bob", "Cy"], plays: TestGames.plays, seed: 3))
    }

    static func rows(_ state: AppState) -> [String] {
        AppView.render(state, size: size, options: options).text.split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .map(String.init)
    }

    static func press(_ key: Key, in state: inout AppState, at milliseconds: Int64) {
        for action in InputMapper.actions(for: .key(key), in: state, size: size, options: options) {
            _ = state.reduce(action, at: GameTime(milliseconds: milliseconds))
        }
    }

    @Test func theRaceFromTheCountdownToTheWinnerAsTheScreenShowsIt() throws {
        var state = try Self.state()
        var rows = Self.rows(state)
        #expect(
            rows[0].hasPrefix(" Get ready: the race opens in a moment"),
            "the game's status first, where the mode and round do not fit beside it")
        #expect(rows.contains { $0.contains("Wait for it...") })
        #expect(state.nextClockTick == GameTime(milliseconds: 300))

        Self.press(.character("2"), in: &state, at: 100)
        #expect(state.notice == "Wait for the countdown.")

        _ = state.reduce(.clockTicked(GameTime(milliseconds: 300)))
        rows = Self.rows(state)
        #expect(rows.contains { $0.contains("PRESS!") })
        #expect(rows[0].hasPrefix(" Hot-seat | Round 1 | Everyone's move"))
        #expect(rows[0].hasSuffix("Ann 0 | Bob 0 | Cy 0 | Draws 0"))

        Self.press(.character("2"), in: &state, at: 420)
        rows = Self.rows(state)
        #expect(rows[0].contains("Bob wins!"))
        #expect(rows[0].contains("Bob 1"))
        #expect(rows.contains { $0.contains("Bob: first!") })
        #expect(rows.contains { $0.contains("Press n or Enter for the next round, m for the menu") })
        #expect(state.nextClockTick == nil)

        #expect(rows[23].hasPrefix(" n next round  l longer  m menu"))
        Self.press(.character("l"), in: &state, at: 2_000)
        #expect(state.table?.round == 2)
        #expect(state.nextClockTick == GameTime(milliseconds: 2_600), "the game's choice: a countdown twice as long")
    }

    @Test func aClickOnASeatsLineIsTheGamesToReadWithTheFrameTheTableDrawsItIn() throws {
        var state = try Self.state()
        _ = state.reduce(.clockTicked(GameTime(milliseconds: 300)))
        let rows = Self.rows(state)
        let bobRow = try #require(rows.firstIndex { $0.contains("Bob: racing") })
        let click = TerminalEvent.mouse(MouseEvent(position: Point(x: 3, y: bobRow), button: .left))
        let clicking = RenderOptions(theme: .mono, glyphs: .ascii, mouseEnabled: true)
        for action in InputMapper.actions(for: click, in: state, size: Self.size, options: clicking) {
            _ = state.reduce(action, at: GameTime(milliseconds: 400))
        }
        #expect(state.table?.score.wins == [0, 1, 0])
        #expect(InputMapper.actions(for: click, in: state, size: Self.size, options: Self.options).isEmpty)
    }

    @Test func theHelpListsTheGamesKeysThenTheTablesAndAnyKeyClosesIt() throws {
        var state = try Self.state()
        Self.press(.character("?"), in: &state, at: 10)
        let rows = Self.rows(state).joined(separator: "\n")
        #expect(rows.contains("Press, once the race opens"))
        #expect(rows.contains("Press first once the countdown ends."))
        Self.press(.character("x"), in: &state, at: 20)
        #expect(!state.isHelpVisible)
    }

    @Test func aTooSmallTerminalShowsOnlyTheMessageAndOnlyQuitActs() throws {
        let state = try Self.state()
        let small = Size(width: 20, height: 6)
        #expect(AppView.render(state, size: small, options: Self.options).text.contains("small"))
        #expect(InputMapper.actions(for: .key(.character("2")), in: state, size: small, options: Self.options).isEmpty)
        #expect(
            InputMapper.actions(for: .key(.character("q")), in: state, size: small, options: Self.options) == [
                .quitRequested
            ])
    }
}
