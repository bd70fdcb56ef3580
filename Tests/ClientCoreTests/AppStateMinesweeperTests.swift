import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import Testing
import WireProtocol

@Suite struct AppStateMinesweeperTests {
    static let settings = Settings(minesweeperPlayers: ["Ann"])

    static func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    @Test func theMenuOpensThePresetsAndEscGoesBackToItsEntry() {
        var state = AppState.menu(settings: Self.settings, seed: 7)
        _ = state.reduce(.menuItemChosen(.playMinesweeper))
        #expect(state.menu?.page == .minesweeper)
        #expect(
            state.menu?.items == [
                .minesweeperPreset(.beginner), .minesweeperPreset(.intermediate), .minesweeperPreset(.expert), .back,
            ])
        _ = state.reduce(.escapePressed)
        #expect(state.menu?.page == .main)
        #expect(state.menu?.selectedItem == .playMinesweeper)
        _ = state.reduce(.menuItemChosen(.playMinesweeper))
        _ = state.reduce(.menuItemChosen(.back))
        #expect(state.menu?.page == .main)
        #expect(state.menu?.selectedItem == .playMinesweeper)
    }

    @Test func aPresetStartsABoardForTheSettingsPlayers() {
        var state = AppState.menu(settings: Self.settings, seed: 7)
        _ = state.reduce(.menuItemChosen(.playMinesweeper))
        _ = state.reduce(.directionPressed(.down))
        #expect(state.reduce(.confirmPressed) == [])
        var random = SplitMix64(seed: 7)
        let expected = MinesweeperMatch(
            players: ["Ann"], options: MinesweeperPreset.intermediate.options, seed: random.next())
        expectNoDifference(state.minesweeper, expected)
        expectNoDifference(
            state,
            AppState.minesweeper(
                players: ["Ann"], options: MinesweeperPreset.intermediate.options,
                settings: Self.settings, seed: 7))
    }

    @Test func intentsPlayAtTheLoopsTimeAndRefusalsBecomeTheNotice() throws {
        var state = AppState.minesweeper(
            players: ["Ann", "Bob"], options: MinesweeperPreset.beginner.options, settings: Self.settings, seed: 1)
        #expect(state.nextClockTick == nil)
        #expect(state.reduce(.minesweeper(.reveal(nil)), at: Self.at(2500)) == [])
        #expect(state.minesweeper?.view.startedAt == Self.at(2500))
        #expect(state.nextClockTick == Self.at(3500))
        _ = state.reduce(.minesweeper(.reveal(nil)), at: Self.at(2700))
        #expect(state.notice == "e5 is already revealed.")
        _ = state.reduce(.clockTicked(Self.at(3500)))
        #expect(state.notice == "e5 is already revealed.", "a tick is not a key: the notice stays")
        #expect(state.minesweeper?.elapsed == Self.at(1000))
        #expect(state.nextClockTick == Self.at(4500))
        _ = state.reduce(.minesweeper(.nextPlayer), at: Self.at(3600))
        #expect(state.notice == nil)
        #expect(state.minesweeper?.hands == Seat(1))
        _ = state.reduce(.menuRequested, at: Self.at(4000))
        #expect(state.menu == AppState.menu(seed: 1).menu)
        #expect(state.nextClockTick == nil, "no board on screen, no ticks")
    }

    /// The tester pressed n mid-board and nothing happened: it now says when it works.
    @Test func aNewBoardBeforeTheEndIsANotice() throws {
        var state = AppState.minesweeper(
            players: ["Ann"], options: MinesweeperPreset.beginner.options, settings: Self.settings, seed: 1)
        _ = state.reduce(.minesweeper(.reveal(nil)), at: Self.at(2000))
        let before = try #require(state.minesweeper)
        #expect(state.reduce(.minesweeper(.newBoard), at: Self.at(3000)) == [])
        #expect(state.notice == "n starts a new board once this one is over (m goes back to the menu).")
        #expect(state.minesweeper?.board == 1)
        #expect(state.minesweeper?.game == before.game)
    }

    @Test func theMoveThatEndsABoardIsRecordedOnce() throws {
        var state = AppState.minesweeper(
            players: ["Ann"], options: MinesweeperPreset.beginner.options, settings: Self.settings, seed: 1)
        state.wallClockOrigin = 1_000_000
        _ = state.reduce(.minesweeper(.reveal(nil)), at: Self.at(2000))
        let match = try #require(state.minesweeper)
        let mine = try #require(match.game.mines.first)
        let effects = state.reduce(.minesweeper(.reveal(mine)), at: Self.at(5000))
        let ended = try #require(state.minesweeper)
        #expect(effects == [.record(try #require(FinishedGame.local(ended, wallClockOrigin: 1_000_000)))])
        #expect(FinishedGame.local(ended, wallClockOrigin: 1_000_000)?.startedAt == 1_002_000)
        #expect(state.reduce(.minesweeper(.reveal(.named("a1"))), at: Self.at(6000)) == [])
        #expect(state.reduce(.minesweeper(.newBoard), at: Self.at(7000)) == [])
        #expect(state.minesweeper?.board == 2)
    }

    /// The tester pressed keys on a lost board and nothing answered: every key now says how to go on, a cursor
    /// move included (the cursor still moves).
    @Test func keysOnAFinishedBoardSayHowToGoOn() throws {
        var state = AppState.minesweeper(
            players: ["Ann"], options: MinesweeperPreset.beginner.options, settings: Self.settings, seed: 1)
        _ = state.reduce(.minesweeper(.reveal(nil)), at: Self.at(2000))
        #expect(state.reduce(.minesweeper(.unboundKey), at: Self.at(2500)) == [])
        #expect(state.notice == nil, "a key of no meaning says nothing while the board goes on")
        _ = state.reduce(.minesweeper(.moveCursor(.up)), at: Self.at(2600))
        #expect(state.notice == nil)
        let mine = try #require(state.minesweeper?.game.mines.first)
        _ = state.reduce(.minesweeper(.reveal(mine)), at: Self.at(3000))
        let over = "Board 1 is over: press n for a new board."
        for intent in [MinesweeperIntent.unboundKey, .moveCursor(.left), .reveal(nil), .flag(nil), .chord(nil)] {
            _ = state.reduce(.escapePressed, at: Self.at(3500))
            #expect(state.notice == nil)
            _ = state.reduce(.minesweeper(intent), at: Self.at(4000))
            #expect(state.notice == over, "after \(intent)")
        }
        #expect(
            state.minesweeper?.cursor == Cell(row: mine.row, column: max(0, mine.column - 1)), "the cursor still moved")
    }
}
