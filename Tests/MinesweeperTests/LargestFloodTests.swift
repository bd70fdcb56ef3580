import GameCore
import Minesweeper
import Testing

/// The figures for the closing note, pinned so that they stay true: how much a flood costs on the wire.
@Suite struct LargestFloodTests {
    /// Seed 1018 revealed at f5 opens 209 cells, the largest first reveal of an expert board found over seeds
    /// 0-4999 and all 480 cells (a search run by hand; see the rules helper's report).
    @Test func theLargestExpertFloodFoundIsOneChangeOf442Bytes() throws {
        var game = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 4, seed: 1018)
        try game.apply(.reveal(.named("f5")), by: Seat(0), at: .start)
        let change = try #require(game.lastChange)
        #expect(change.revealed.count == 209)
        #expect(try JSONRoundTrip.encode(change).utf8.count == 442)
        #expect(try JSONRoundTrip.decode(MinesweeperChange.self, from: JSONRoundTrip.encode(change)) == change)
    }

    /// The most one reveal can ever open on an expert board: all 381 safe cells at once, which also wins, so the
    /// change carries the ending and all 99 mines as well (the mines are 620 of the bytes).
    @Test func revealingAWholeExpertBoardAtOnceIsOneChangeOf1173Bytes() throws {
        let options = MinesweeperPreset.expert.options
        let cells = MinesweeperView(options: options, seatCount: 1).cells
        var game = Minesweeper(options: options, seatCount: 1, mines: Set(cells.suffix(99)))
        try game.apply(.reveal(.named("a1")), by: Seat(0), at: GameTime(milliseconds: 1))
        let change = try #require(game.lastChange)
        #expect(change.revealed.count == 381)
        #expect(change.mines.count == 99)
        #expect(game.ending == .cleared(at: GameTime(milliseconds: 1)))
        let bytes = try JSONRoundTrip.encode(change).utf8.count
        #expect(bytes == 1173)
    }
}
