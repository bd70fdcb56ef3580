import ClientCore
import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TestGames
import Testing
import WireProtocol

/// Minesweeper's boards in the history: a board played at one keyboard is recorded with its players, its time
/// from the first move and its final view, and the table of finished games aligns its rows.
@Suite struct MinesweeperHistoryTests {
    static func names(_ names: String...) -> [PlayerName] { names.map { try! PlayerName($0) } }

    /// A table of a beginner board for `players`, by seed 42.
    static func table(_ players: [String]) -> LocalTable {
        let setup = GameSetup(
            Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.beginner.options, maxPlayers: players.count))
        var table = LocalTable(setup: setup, names: players, play: MinesweeperPlay.self, seed: 42, at: .start)
        _ = table.begin()
        return table
    }

    static func reveal(_ cell: Cell) -> PlayIntent { PlayIntent(MinesweeperPlay.self, .reveal(cell)) }

    static func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    /// A beginner board lost by Bob at its second move, and one cleared, both by seed 42.
    static func boards() throws -> (lost: FinishedGame, cleared: FinishedGame) {
        var lost = table(["Ann", "Bob"])
        _ = try lost.perform(reveal(.named("e5")), at: at(2000))
        _ = lost.passHands()
        let mine = try #require(lost.game.state(of: Minesweeper.self)?.mines.first)
        _ = try lost.perform(reveal(mine), at: at(9_500))
        var cleared = table(["Ann"])
        _ = try cleared.perform(reveal(.named("e5")), at: at(1000))
        let mines = Set(try #require(cleared.game.state(of: Minesweeper.self)?.mines))
        let board = try #require(cleared.view.view(of: Minesweeper.self))
        for cell in board.cells where !mines.contains(cell) {
            guard cleared.view.view(of: Minesweeper.self)?[cell] == .hidden else { continue }
            _ = try cleared.perform(reveal(cell), at: at(84_000))
        }
        return (
            try #require(FinishedGame.local(lost, at: at(9_500), wallClockOrigin: 1_795_305_000_000)),
            try #require(FinishedGame.local(cleared, at: at(84_000), wallClockOrigin: 1_795_306_000_000))
        )
    }

    @Test func aFinishedBoardIsRecordedWithItsPlayersStartTimeAndFinalView() throws {
        let (lost, _) = try Self.boards()
        guard let view = lost.finalView.minesweeper, case .mineHit(Seat(1), let cell, _)? = view.ending else {
            Issue.record("not a mine hit by Bob: \(lost.finalView)")
            return
        }
        expectNoDifference(
            lost,
            FinishedGame(
                gameID: nil, round: 1,
                setup: .minesweeper(MinesweeperSetup(options: MinesweeperPreset.beginner.options, maxPlayers: 2)),
                players: Self.names("Ann", "Bob"), startedAt: 1_795_305_002_000,
                duration: GameTime(milliseconds: 7_500), outcome: .lostByAll, finalView: .minesweeper(view)))
        #expect(view[cell] == .exploded)
    }

    @Test func aBoardStillInPlayIsNotRecorded() throws {
        var table = Self.table(["Ann"])
        #expect(FinishedGame.local(table, at: .start, wallClockOrigin: 0) == nil)
        _ = try table.perform(Self.reveal(.named("e5")), at: .start)
        #expect(FinishedGame.local(table, at: .start, wallClockOrigin: 0) == nil)
    }

    @Test func theTableListsNewestFirstInAlignedColumns() throws {
        let (lost, cleared) = try Self.boards()
        let online = FinishedGame(
            gameID: try GameID("K7MZ2QHD"), round: 2, setup: Self.race, players: Self.names("Ada", "Bob"),
            startedAt: 1_795_304_000_000, duration: GameTime(milliseconds: 41_250), outcome: .won(by: [Seat(0)]),
            finalView: try Self.raceView([(.go, Seat(0)), (.press, Seat(0))]))
        let custom = try MinesweeperOptions(rows: 12, columns: 20, mines: 30, winRule: .flagAllMines)
        let long = FinishedGame(
            gameID: nil, round: 3, setup: .minesweeper(MinesweeperSetup(options: custom, maxPlayers: 5)),
            players: Self.names("Annabelle", "Bartholomew", "Cyrus", "Dorothea", "Ed"), startedAt: 1_795_303_000_000,
            duration: GameTime(milliseconds: 3_723_900), outcome: .won(by: (0..<5).map(Seat.init)),
            finalView: .minesweeper(MinesweeperView(options: custom, seatCount: 5)))
        let lines = HistoryTable.lines(for: [online, lost, long, cleared]) { "t\($0 / 1_000_000 % 10)" }
        expectNoDifference(
            lines,
            [
                "Started  Game                                   Where        Players"
                    + "                           Time     Outcome",
                "t6       Minesweeper beginner 9x9               here         Ann"
                    + "                               1:23     cleared",
                "t5       Minesweeper beginner 9x9               here         Ann, Bob"
                    + "                          0:07     mine hit by Bob at \(Self.mineName(lost))",
                "t4       Press race                             K7MZ2QHD #2  Ada, Bob"
                    + "                          0:41     Ada won",
                "t3       Minesweeper 12x20, 30 mines, flag all  here         Annabelle, Bartholomew, Cyrus..."
                    + "  1:02:03  cleared",
            ])
        #expect(HistoryTable.lines(for: [online, lost, long, cleared], limit: 1) { "\($0)" }.count == 2)
        #expect(HistoryTable.lines(for: []) { "\($0)" } == ["No finished games yet."])
    }

    @Test func wideNamesAreAlignedAndCutByTheColumnsTheyTake() throws {
        let drawn = try Self.raceView([(.go, Seat(0)), (.timeUp, Seat(0))])
        func played(by names: [PlayerName], at start: Int64) -> FinishedGame {
            FinishedGame(
                gameID: nil, round: 1, setup: Self.race, players: names, startedAt: start,
                duration: GameTime(milliseconds: 5_000), outcome: .draw, finalView: drawn)
        }
        // NB: the terminal's count, as `parlor history` passes it: CJK ideographs take two columns.
        let columns: (String) -> Int = { text in
            text.unicodeScalars.reduce(0) { $0 + ((0x4E00...0x9FFF).contains($1.value) ? 2 : 1) }
        }
        let lines = HistoryTable.lines(
            for: [played(by: Self.names("山田", "Bob"), at: 2), played(by: Self.names("王小明王小明王小明", "李"), at: 1)],
            columns: columns
        ) { "t\($0)" }
        expectNoDifference(
            lines,
            [
                "Started  Game        Where  Players                 Time  Outcome",
                "t2       Press race  here   山田, Bob               0:05  draw",
                "t1       Press race  here   王小明王小明王小明, 李  0:05  draw",
            ])
        let long = played(by: Self.names("王小明王小明王小明王小明", "李小龍李小龍李小龍"), at: 0)
        let cut = HistoryTable.lines(for: [long], columns: columns) { "t\($0)" }[1]
        #expect(cut.contains("王小明王小明王小明王小明, 李..."), "cut whole within 32 columns: \(cut)")
    }

    /// A press race of two: a game the table knows only as "a game", without words of its own.
    static let race = GameSetup(PressRace.self, PressRace.Options(seats: 2))

    /// A race of two after `moves` (each by its seat), as everyone sees it once it is over.
    static func raceView(_ moves: [(PressRace.Move, Seat)]) throws -> AnyView {
        var game = PressRace.newRound(of: PressRace.Options(seats: 2), starter: Seat(0), seed: 1)
        // NB: a minute apart: the race opens after its countdown and times out a minute after it opened.
        for (index, (move, seat)) in moves.enumerated() {
            try game.apply(move, by: seat, at: GameTime(milliseconds: Int64(index + 1) * 60_000))
        }
        return AnyView(PressRace.self, game.view(for: .spectator))
    }

    static func mineName(_ game: FinishedGame) -> String {
        guard let view = game.finalView.minesweeper, case .mineHit(_, let cell, _)? = view.ending else {
            return "?"
        }
        return cell.name
    }
}

/// A game that says nothing of its own in a history row gets the room's words: its name, "Ann won", "draw".
@Suite struct HistoryTableAnyGameTests {
    @Test func aRowOfAGameWithoutItsOwnWordsNamesTheGameAndTheWinnerByName() {
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3))
        var race = PressRace.newRound(of: PressRace.Options(seats: 3), starter: Seat(0), seed: 1)
        try? race.apply(.go, by: Seat(0), at: GameTime(milliseconds: 300))
        try? race.apply(.press, by: Seat(1), at: GameTime(milliseconds: 400))
        let game = FinishedGame(
            gameID: nil, round: 1, setup: setup, players: ["Ann", "Bob", "Cy"].map { try! PlayerName($0) },
            startedAt: 0, duration: GameTime(milliseconds: 400), outcome: .won(by: [Seat(1)]),
            finalView: AnyView(PressRace.self, race.view(for: .spectator)))
        let row = HistoryTable.lines(for: [game], startTime: { _ in "today" })[1]
        #expect(row.contains("Press race"))
        #expect(row.hasSuffix("Bob won"))
    }
}
