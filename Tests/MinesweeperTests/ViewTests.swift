import CustomDump
import GameCore
import Minesweeper
import Testing

@Suite struct ViewTests {
    static let viewers: [Viewer] = [.seat(Seat(0)), .seat(Seat(1)), .spectator]

    static let games = [
        "r b2", "f a1, u a1, f b1", "r e1", "r e1, r a5", "r e1, f c3, f d5, r a1", "r e1, f a1, f c3, c b2",
        "r e1, f a2, f c3, c b2",
    ]

    /// Folds every move's update into the view the game started with, checking at each step that it equals the
    /// view the game gives directly, for every viewer.
    @Test(arguments: games)
    func foldingEachUpdateIntoTheViewGivesTheGamesView(moves: String) throws {
        for viewer in Self.viewers {
            var game = smallBoard
            var view = game.view(for: viewer)
            #expect(view == MinesweeperView(options: game.options, seatCount: 2))
            for (offset, move) in moves.split(separator: ",").enumerated() {
                let before = game
                try game.play(String(move), by: offset % 2, from: Int64(offset + 1))
                view.apply(game.update(since: before, for: viewer))
                expectNoDifference(view, game.view(for: viewer))
            }
        }
    }

    @Test(arguments: games)
    func everyViewerSeesTheSameBoard(moves: String) throws {
        var game = smallBoard
        try game.play(moves)
        let views = Self.viewers.map(game.view(for:))
        #expect(Set(views).count == 1)
    }

    @Test func anUpdateAcrossSeveralMovesBringsTheBoardUpToDate() throws {
        var game = smallBoard
        try game.play("f b3")
        let before = game
        try game.play("r e1, u b3, f c3, c c2, r a5", by: 1, from: 2)
        var view = before.view(for: .spectator)
        view.apply(game.update(since: before, for: .spectator))
        let expected = game.view(for: .spectator)
        expectNoDifference(view.picture, expected.picture)
        #expect(view.ending == expected.ending && view.startedAt == expected.startedAt)
        #expect(view.lastChange?.move == .reveal(.named("a5")))
    }

    @Test func theCountersFollowTheFlags() throws {
        var game = smallBoard
        try game.play("f a1, f b1, f c1, f d1")
        let view = game.view(for: .seat(Seat(1)))
        #expect(view.flagsPlaced == 4)
        #expect(view.minesLeft == -1)
        #expect(view.outcome == nil && !view.isOver && view.startedAt == nil)
    }

    /// The tester's case: a wrong flag and a right one, then the mine: "1 mine left" stays 1, as the wrong flag
    /// (now shown as such) still counts.
    @Test func aLossKeepsTheCounterWhereItWas() throws {
        var game = smallBoard
        try game.play("r e1, f a1, f b3")
        let before = game.view(for: .spectator)
        #expect(before.minesLeft == 1)
        try game.play("r c3", by: 1)
        let after = game.view(for: .spectator)
        #expect(after[.named("b3")] == .misflagged)
        #expect(after.flagsPlaced == 2 && after.minesLeft == 1)
    }

    @Test func aClearedViewShowsTheWinForEverySeat() throws {
        var game = smallBoard
        try game.play("r e1, r a5", from: 3)
        let view = game.view(for: .spectator)
        #expect(view.outcome == .won(by: [Seat(0), Seat(1)]))
        #expect(view.minesLeft == 0)
        #expect(view.startedAt == GameTime(milliseconds: 3000))
        #expect(view.ending?.time == GameTime(milliseconds: 4000))
    }

    @Test(arguments: [
        (Cell.named("a1"), ["b1", "a2", "b2"]), (.named("c1"), ["b1", "d1", "b2", "c2", "d2"]),
        (.named("c3"), ["b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"]), (.named("e5"), ["d4", "e4", "d5"]),
        (.named("f5"), []),
    ])
    func neighboursAreTheTouchingCellsOnTheBoard(cell: Cell, names: [String]) {
        #expect(smallBoard.view(for: .spectator).neighbours(of: cell).map(\.name) == names)
    }

    @Test func theViewListsItsCellsRowByRowAndShowsNothingOffTheBoard() {
        let view = smallBoard.view(for: .spectator)
        #expect(view.cells.count == 25)
        #expect(view.cells == view.cells.sorted())
        #expect(view.cells.first == .named("a1") && view.cells.last == .named("e5"))
        #expect(view[.named("z9")] == .hidden)
    }

    // MARK: - Hidden information

    /// Two boards whose mines differ only where nothing revealed shows it (e5 against d5) give every viewer the
    /// very same bytes until the end.
    @Test func viewsDoNotDependOnUnrevealedMines() throws {
        var first = smallBoard
        var second = Minesweeper.laid(["*....", ".....", "..*..", ".....", "...*."])
        for moves in ["f a2", "r e1", "u a2, f c3", "c c2"] {
            try first.play(moves, by: 1)
            try second.play(moves, by: 1)
            for viewer in Self.viewers {
                #expect(
                    try JSONRoundTrip.encode(first.view(for: viewer)) == JSONRoundTrip.encode(second.view(for: viewer)))
            }
        }
        #expect(first.mines != second.mines)
    }

    @Test func aSeededGamesViewCarriesNoSeedAndNoMineUntilTheEnd() throws {
        let seed: UInt64 = 0xDEAD_BEEF_CAFE_F00D
        var game = Minesweeper(options: MinesweeperPreset.intermediate.options, seatCount: 3, seed: seed)
        try game.apply(.reveal(.named("h8")), by: Seat(2), at: GameTime(milliseconds: 1))
        let json = try JSONRoundTrip.encode(game.view(for: .spectator))
        #expect(!json.contains(String(seed)) && !json.contains("seed") && !json.contains("mines\":["))
        let stored = try JSONRoundTrip.encode(game)
        #expect(stored.contains("\"seed\":\(seed)"))
    }
}
