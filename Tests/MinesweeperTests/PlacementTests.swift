import GameCore
import Minesweeper
import Testing

@Suite struct PlacementTests {
    static let small = try! MinesweeperOptions(rows: 5, columns: 6, mines: 21)

    /// Every first reveal on a crowded 5x6 board (21 mines, the most it takes), for several seeds: the cell and its
    /// neighbours stay clear, so the first reveal is a zero and opens an area, and the mine count is exact.
    @Test(arguments: [0, 1, 42, UInt64.max])
    func everyFirstRevealOnACrowdedBoardOpensAnArea(seed: UInt64) throws {
        for cell in MinesweeperView(options: Self.small, seatCount: 1).cells {
            var game = Minesweeper(options: Self.small, seatCount: 1, seed: seed)
            #expect(game.mines.isEmpty && !game.minesArePlaced)
            try game.apply(.reveal(cell), by: Seat(0), at: GameTime(milliseconds: 5))
            #expect(game.mines.count == 21)
            #expect(Set(game.mines).isDisjoint(with: [cell] + game.view(for: .spectator).neighbours(of: cell)))
            #expect(game[cell] == .revealed(0))
            #expect(game.ending == nil || game.ending == .cleared(at: GameTime(milliseconds: 5)))
        }
    }

    @Test func theSameSeedAndFirstCellPlaceTheSameMines() throws {
        let cell = Cell.named("h4")
        var first = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 3, seed: 7)
        var second = first
        try first.apply(.reveal(cell), by: Seat(0), at: .start)
        try second.apply(.reveal(cell), by: Seat(2), at: .start)
        #expect(first.mines == second.mines)
        var other = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 3, seed: 8)
        try other.apply(.reveal(cell), by: Seat(0), at: .start)
        #expect(other.mines != first.mines)
    }

    /// Pins the placement algorithm: a stored game replays only if the same seed keeps placing the same mines.
    @Test func seedZeroPlacesTheseMinesOnABeginnerBoard() throws {
        var game = Minesweeper(options: MinesweeperPreset.beginner.options, seatCount: 1, seed: 0)
        try game.apply(.reveal(.named("e5")), by: Seat(0), at: .start)
        #expect(game.mines.map(\.name) == Self.seedZeroMines)
    }

    static let seedZeroMines = ["d1", "c2", "i2", "f3", "i3", "h4", "d8", "a9", "f9", "g9"]

    @Test func flagsBeforeTheFirstRevealPlaceNoMines() throws {
        var game = Minesweeper(options: MinesweeperPreset.beginner.options, seatCount: 2, seed: 3)
        try game.apply(.flag(.named("a1"), on: true), by: Seat(1), at: GameTime(milliseconds: 10))
        #expect(!game.minesArePlaced && game.mines.isEmpty && game.startedAt == nil)
        #expect(game.view(for: .seat(Seat(0))).flagsPlaced == 1)
    }

    @Test func handLaidMinesStayWhereTheyAreAndMayBeHitFirst() throws {
        var game = smallBoard
        #expect(game.minesArePlaced)
        try game.play("r a1")
        #expect(game.ending == .mineHit(by: Seat(0), at: .named("a1"), time: GameTime(milliseconds: 1000)))
        #expect(game.startedAt == GameTime(milliseconds: 1000))
    }
}
