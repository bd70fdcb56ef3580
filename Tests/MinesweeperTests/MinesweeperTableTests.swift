import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TestGames
import Testing
import WireProtocol

/// Co-op Minesweeper at one keyboard, full screen, on the room's table: the menu's boards, moves at the loop's
/// time, refusals in the game's words, the clock's ticks, the keys handed round, and the history's record.
@Suite struct MinesweeperTableTests {
    static let settings = Settings(players: ["Ann"])

    static func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    static func play(_ intent: MinesweeperPlay.Intent) -> AppAction { .play(PlayIntent(MinesweeperPlay.self, intent)) }

    /// A table of a beginner board for `players`.
    static func table(_ players: [String], seed: UInt64 = 1) -> AppState {
        let setup = GameSetup(
            Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.beginner.options, maxPlayers: players.count))
        return AppState.table(setup: setup, names: players, plays: TestGames.plays, settings: settings, seed: seed)!
    }

    static func game(_ state: AppState) -> Minesweeper? { state.table?.game.state(of: Minesweeper.self) }

    static func cursor(_ state: AppState) -> Cell? {
        state.table?.clientState.state(of: MinesweeperPlay.self)?.cursor
    }

    /// The menu's entry for Minesweeper, and the boards its page offers.
    static let entry = MenuItem.offer(GameKind(Minesweeper.self), MinesweeperPlay.menuOffers[0])

    @Test func theMenuOpensTheBoardsAndEscGoesBackToItsEntry() throws {
        var state = AppState.menu(settings: Self.settings, seed: 7, plays: TestGames.plays)
        _ = state.reduce(.menuItemChosen(Self.entry))
        let items = try #require(state.menu?.items)
        #expect(items.count == 4)
        #expect(items.last == .back)
        #expect(
            items.compactMap { if case .setup(let offer) = $0 { offer.plainLabel } else { nil } } == [
                "beginner, 9x9, 10 mines", "intermediate, 16x16, 40 mines", "expert, 16x30, 99 mines",
            ])
        _ = state.reduce(.escapePressed)
        #expect(state.menu?.page == .main)
        #expect(state.menu?.selectedItem == Self.entry)
        _ = state.reduce(.menuItemChosen(Self.entry))
        _ = state.reduce(.menuItemChosen(.back))
        #expect(state.menu?.selectedItem == Self.entry)
    }

    @Test func aBoardStartsATableForTheSettingsPlayers() {
        var state = AppState.menu(settings: Settings(players: ["Ann", "Bob"]), seed: 7, plays: TestGames.plays)
        _ = state.reduce(.menuItemChosen(Self.entry))
        _ = state.reduce(.directionPressed(.down))
        #expect(state.reduce(.confirmPressed) == [])
        let table = state.table
        #expect(table?.names == ["Ann", "Bob"])
        #expect(table?.setup.seatCount == 2)
        #expect(Self.game(state)?.options == MinesweeperPreset.intermediate.options)
        #expect(table?.hands == Seat(0), "two people take turns at the keys")
    }

    @Test func movesPlayAtTheLoopsTimeAndTheClockTicksOnlyWhileItRuns() throws {
        var state = Self.table(["Ann", "Bob"])
        #expect(state.nextClockTick == nil, "no clock before the first reveal")
        _ = state.reduce(Self.play(.reveal(nil)), at: Self.at(2500))
        #expect(Self.game(state)?.startedAt == Self.at(2500))
        #expect(state.nextClockTick == Self.at(3500))
        _ = state.reduce(Self.play(.reveal(nil)), at: Self.at(2700))
        #expect(state.notice == "e5 is already revealed.")
        _ = state.reduce(.clockTicked(Self.at(3500)))
        #expect(state.notice == "e5 is already revealed.", "a tick is not a key: the notice stays")
        #expect(state.nextClockTick == Self.at(4500))
        _ = state.reduce(.keysPassed, at: Self.at(3600))
        #expect(state.notice == nil)
        #expect(state.table?.hands == Seat(1))
        #expect(state.lastTableEvents == [.handsPassed(to: Seat(1))])
        #expect(Self.cursor(state) == nil, "Bob's cursor is his own, not placed yet")
        #expect(state.table?.otherPointers == [Seat(0): BoardPoint(row: 4, column: 4)], "Ann's cursor is shown")
        _ = state.reduce(.menuRequested, at: Self.at(4000))
        #expect(state.table == nil)
        #expect(state.nextClockTick == nil, "no board on screen, no ticks")
    }

    @Test func aNewBoardBeforeTheEndIsANotice() {
        var state = Self.table(["Ann"])
        _ = state.reduce(Self.play(.reveal(nil)), at: Self.at(2000))
        let before = Self.game(state)
        #expect(state.reduce(.nextRoundRequested, at: Self.at(3000)) == [])
        #expect(state.notice == "Board 1 is not over: finish it before starting a new one.")
        #expect(state.table?.round == 1)
        #expect(Self.game(state) == before)
    }

    @Test func theMoveThatEndsABoardIsRecordedOnce() throws {
        var state = Self.table(["Ann"])
        state.wallClockOrigin = 1_000_000
        _ = state.reduce(Self.play(.reveal(nil)), at: Self.at(2000))
        let mine = try #require(Self.game(state)?.mines.first)
        let effects = state.reduce(Self.play(.reveal(mine)), at: Self.at(5000))
        let table = try #require(state.table)
        let record = try #require(FinishedGame.local(table, at: Self.at(5000), wallClockOrigin: 1_000_000))
        #expect(effects == [.record(record)])
        #expect(record.startedAt == 1_002_000)
        #expect(record.outcome == .lostByAll)
        #expect(state.reduce(Self.play(.reveal(.named("a1"))), at: Self.at(6000)) == [])
        #expect(state.notice == "Board 1 is over: press n for a new board.")
        #expect(state.reduce(.nextRoundRequested, at: Self.at(7000)) == [])
        #expect(state.table?.round == 2)
        #expect(state.table?.score.lostByAll == 1)
    }

    @Test func aClickActsWhereItLandsAndTheCursorGoesThere() {
        var state = Self.table(["Ann"])
        _ = state.reduce(Self.play(.flag(.named("a1"))), at: Self.at(1000))
        #expect(Self.cursor(state) == .named("a1"))
        #expect(state.table?.view.view(of: Minesweeper.self)?[.named("a1")].isFlagged == true)
        _ = state.reduce(Self.play(.moveCursor(.right)), at: Self.at(1100))
        #expect(Self.cursor(state) == .named("b1"))
        _ = state.reduce(Self.play(.moveCursor(.up)), at: Self.at(1200))
        #expect(Self.cursor(state) == .named("b1"), "the cursor stops at the edge")
    }
}
