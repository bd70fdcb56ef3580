import ClientCore
import CustomDump
import GameCore
import Minesweeper
import Testing

@Suite struct MinesweeperMatchTests {
    static let beginner = MinesweeperPreset.beginner.options

    static func time(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }

    /// A match of `players` on a beginner board after its first reveal, at e5 by the first player, at 1 s.
    static func opened(_ players: [String] = ["Ann"], seed: UInt64 = 42) throws -> MinesweeperMatch {
        var match = MinesweeperMatch(players: players, options: beginner, seed: seed)
        _ = try match.perform(.reveal(.named("e5")), at: time(1000))
        return match
    }

    @Test func aNewMatchWaitsForItsFirstRevealWithEveryCursorInTheMiddle() {
        let match = MinesweeperMatch(players: ["Ann", "Bob"], options: Self.beginner, seed: 42)
        #expect(match.cursors == [Seat(0): .named("e5"), Seat(1): .named("e5")])
        #expect(match.hands == Seat(0))
        #expect(match.board == 1)
        #expect(match.view == MinesweeperView(options: Self.beginner, seatCount: 2))
        #expect(match.elapsed == .start)
        #expect(match.nextClockTick == nil)
        #expect(match.eventLine == nil)
    }

    @Test func eachPlayerKeepsTheirOwnCursorAndTabPassesTheKeys() throws {
        var match = MinesweeperMatch(players: ["Ann", "Bob", "Cy"], options: Self.beginner, seed: 42)
        var events: [MinesweeperEvent] = []
        for intent: MinesweeperIntent in [
            .moveCursor(.right), .moveCursor(.right), .nextPlayer, .moveCursor(.up), .nextPlayer,
            .placeCursor(.named("a1")), .moveCursor(.left), .moveCursor(.up), .nextPlayer,
        ] {
            events += try match.perform(intent, at: .start)
        }
        #expect(match.cursors == [Seat(0): .named("g5"), Seat(1): .named("e4"), Seat(2): .named("a1")])
        #expect(match.hands == Seat(0))
        #expect(events == [.handsPassed(to: Seat(1)), .handsPassed(to: Seat(2)), .handsPassed(to: Seat(0))])
        #expect(match.sentence(events[0]) == "Bob has the keyboard")
    }

    @Test func soloTabDoesNothingAndACursorStopsAtTheEdge() throws {
        var match = MinesweeperMatch(players: ["Ann"], options: Self.beginner, seed: 42)
        let before = match
        #expect(try match.perform(.nextPlayer, at: .start) == [])
        expectNoDifference(match, before)
        for _ in 0..<12 { _ = try match.perform(.moveCursor(.down), at: .start) }
        _ = try match.perform(.placeCursor(Cell(row: 20, column: 2)), at: .start)
        #expect(match.cursor == .named("e9"))
    }

    @Test func theFirstRevealOpensAnAreaAndStartsTheClock() throws {
        let match = try Self.opened()
        let revealed = match.view.cells.filter { match.view[$0].isRevealed }
        #expect(revealed.count > 1)
        #expect(match.view.startedAt == Self.time(1000))
        #expect(match.eventLine == "Ann revealed \(revealed.count) cells from e5")
        #expect(match.nextClockTick == Self.time(2000))
    }

    @Test func theClockRunsFromTheFirstRevealAndTicksOnWholeSeconds() throws {
        var match = try Self.opened()
        match.tick(Self.time(3700))
        #expect(match.elapsed == Self.time(2700))
        #expect(match.nextClockTick == Self.time(4000))
        match.tick(Self.time(2000))
        #expect(match.elapsed == Self.time(2700), "the clock never goes back")
    }

    @Test func fFlagsAHiddenCellAndUnflagsAFlaggedOne() throws {
        var match = try Self.opened(["Ann", "Bob"])
        let hidden = try #require(match.view.cells.first { match.view[$0] == .hidden })
        let flagged = try match.perform(.flag(hidden), at: Self.time(2000))
        #expect(flagged == [.flagged(hidden, on: true, by: Seat(0))])
        #expect(match.view[hidden] == .flagged(by: Seat(0)))
        #expect(match.view.minesLeft == 9)
        #expect(match.eventLine == "Ann flagged \(hidden.name)")
        #expect(match.cursor == hidden, "the cursor goes where the player acted")
        let unflagged = try match.perform(.flag(nil), at: Self.time(2100))
        #expect(unflagged == [.flagged(hidden, on: false, by: Seat(0))])
        #expect(match.view[hidden] == .hidden)
        #expect(match.eventLine == "Ann took the flag off \(hidden.name)")
    }

    @Test func aRefusalNamesThePlayerAndChangesNothing() throws {
        var match = try Self.opened(["Ann", "Bob"])
        let hidden = try #require(match.view.cells.first { match.view[$0] == .hidden })
        _ = try match.perform(.flag(hidden), at: Self.time(2000))
        _ = try match.perform(.nextPlayer, at: Self.time(2000))
        let before = match
        #expect(
            throws: MinesweeperRefusal(
                "\(hidden.name) is flagged by Ann: take the flag off before revealing it.",
                violation: .protectedByFlag(hidden, by: Seat(0)))
        ) {
            try match.perform(.reveal(hidden), at: Self.time(2000))
        }
        #expect(throws: MinesweeperRefusal("e5 is already revealed.", violation: .alreadyRevealed(.named("e5")))) {
            try match.perform(.flag(.named("e5")), at: Self.time(2000))
        }
        var cursorMoved = before
        _ = try cursorMoved.perform(.placeCursor(.named("e5")), at: .start)
        expectNoDifference(match, cursorMoved)
    }

    @Test func revealOnANumberWhoseFlagsArePlacedChords() throws {
        var match = try Self.opened()
        let mines = Set(match.game.mines)
        let view = match.view
        let number = try #require(
            view.cells.first { cell in
                guard case .revealed(let count) = view[cell], count > 0 else { return false }
                return view.neighbours(of: cell).contains { view[$0] == .hidden && !mines.contains($0) }
            })
        for mine in view.neighbours(of: number) where mines.contains(mine) {
            _ = try match.perform(.flag(mine), at: Self.time(2000))
        }
        let events = try match.perform(.reveal(number), at: Self.time(3000))
        let chorded = try #require(events.first)
        guard case .chorded(number, let count, Seat(0)) = chorded else {
            Issue.record("not a chord: \(events)")
            return
        }
        #expect(count >= 1)
        #expect(match.eventLine?.hasPrefix("Ann chorded \(number.name): ") == true)
    }

    @Test func revealingEverySafeCellClearsTheBoardAndStopsTheClock() throws {
        var match = try Self.opened()
        let mines = Set(match.game.mines)
        var last: [MinesweeperEvent] = []
        var seconds: Int64 = 2
        for cell in match.view.cells where !mines.contains(cell) && match.view[cell] == .hidden {
            last = try match.perform(.reveal(cell), at: Self.time(seconds * 1000 + 300))
            seconds += 1
        }
        let elapsed = Self.time((seconds - 1) * 1000 + 300 - 1000)
        #expect(last.last == .cleared(elapsed: elapsed))
        #expect(match.isOver)
        #expect(match.view.outcome == .won(by: [Seat(0)]))
        #expect(match.nextClockTick == nil)
        #expect(match.eventLine?.hasSuffix(". Cleared in \(elapsed.milliseconds / 1000) s") == true)
        match.tick(Self.time(99_000))
        #expect(match.elapsed == elapsed, "the clock stands still once the board is over")
    }

    @Test func revealingAMineLosesTheBoardForEveryone() throws {
        var match = try Self.opened(["Ann", "Bob"])
        let mine = try #require(match.game.mines.first)
        _ = try match.perform(.nextPlayer, at: Self.time(1500))
        let events = try match.perform(.reveal(mine), at: Self.time(4200))
        #expect(events == [.mineHit(by: Seat(1), at: mine, elapsed: Self.time(3200))])
        #expect(match.eventLine == "Bob hit the mine at \(mine.name)")
        #expect(match.view[mine] == .exploded)
        #expect(match.view.outcome == .lostByAll)
        #expect(throws: MinesweeperRefusal("Board 1 is over: press n for a new board.", violation: .gameOver)) {
            try match.perform(.reveal(.named("a1")), at: Self.time(5000))
        }
    }

    @Test func aNewBoardOnlyOnceThisOneIsOverWithTheSameOptionsAndTheNextSeed() throws {
        var match = try Self.opened(["Ann", "Bob"], seed: 9)
        #expect(throws: MinesweeperRefusal("n starts a new board once this one is over (m goes back to the menu).")) {
            try match.perform(.newBoard, at: Self.time(2000))
        }
        let mine = try #require(match.game.mines.first)
        _ = try match.perform(.reveal(mine), at: Self.time(3000))
        var random = SplitMix64(seed: 9)
        _ = random.next()
        let seed = random.next()
        let events = try match.perform(.newBoard, at: Self.time(4000))
        #expect(events == [.boardStarted(number: 2, options: Self.beginner)])
        #expect(match.sentence(events[0]) == "Board 2: beginner, 9x9, 10 mines")
        #expect(match.board == 2)
        #expect(match.game == Minesweeper(options: Self.beginner, seatCount: 2, seed: seed))
        #expect(match.view == MinesweeperView(options: Self.beginner, seatCount: 2))
        #expect(match.eventLine == nil)
        #expect(match.elapsed == .start)
        #expect(match.cursors[Seat(0)] == mine, "cursors stay where they were")
    }

    @Test(arguments: [
        (MinesweeperPreset.expert.options, "expert, 16x30, 99 mines"),
        (try! MinesweeperOptions(rows: 12, columns: 20, mines: 30), "12x20, 30 mines"),
        (
            try! MinesweeperOptions(rows: 9, columns: 9, mines: 10, winRule: .flagAllMines),
            "beginner, 9x9, 10 mines, every mine flagged to win"
        ),
    ])
    func summaries(options: MinesweeperOptions, text: String) {
        #expect(MinesweeperWording.summary(of: options) == text)
    }
}
