import GameCatalog
import GameCore
import Minesweeper
import Testing
import WireProtocol

/// The figures for the closing note, pinned so they stay true: what the largest floods of an expert board
/// cost on the wire as the `moved` event every connection receives (one event, however many cells).
@Suite struct LargestFloodWireTests {
    /// The frame of the `moved` event for `after`, one move after `before`, numbered as late in a room as it gets.
    static func frame(from before: Minesweeper, to after: Minesweeper) -> String {
        let update = AnyGame.minesweeper(after).update(since: .minesweeper(before), for: .spectator)
        let move = after.lastChange.map { AnyMove.minesweeper($0.move) }
        return WireCoder.encode(
            ServerMessage.event(event: .moved(seat: Seat(0), move: move, update: update), sequence: 1_234))
    }

    /// Seed 1018 revealed at f5 opens 209 cells: the largest first reveal of an expert board the rules helper found
    /// over seeds 0-4999 and every cell (`LargestFloodTests`).
    @Test func theLargestExpertFloodFoundIsOneMovedEventOf583Bytes() throws {
        let before = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 4, seed: 1018)
        var after = before
        try after.apply(.reveal(Cell(name: "f5")!), by: Seat(0), at: .start)
        let text = Self.frame(from: before, to: after)
        #expect(after.lastChange?.revealed.count == 209)
        #expect(text.utf8.count == 583)
        #expect(WireCoder.encode(ServerMessage.snapshot(snapshot: Self.snapshot(of: after))).utf8.count == 1_489)
    }

    /// The most one reveal can open on an expert board: every safe cell at once, which also wins, so the event
    /// carries the ending and the 99 mines too.
    @Test func revealingAWholeExpertBoardIsOneMovedEventOf1314Bytes() throws {
        let options = MinesweeperPreset.expert.options
        let cells = MinesweeperView(options: options, seatCount: 1).cells
        let before = Minesweeper(options: options, seatCount: 1, mines: Set(cells.suffix(99)))
        var after = before
        try after.apply(.reveal(Cell(name: "a1")!), by: Seat(0), at: GameTime(milliseconds: 1))
        #expect(after.lastChange?.revealed.count == 381)
        #expect(Self.frame(from: before, to: after).utf8.count == 1_314)
    }

    static func snapshot(of game: Minesweeper) -> RoomSnapshot {
        RoomSnapshot(
            gameID: WireRoom.gameID,
            setup: .minesweeper(MinesweeperSetup(options: game.options, maxPlayers: game.seatCount)), phase: .playing,
            round: 1, view: .minesweeper(game.view(for: .spectator)), yourSeat: nil,
            players: [PlayerInfo(seat: Seat(0), name: WireRoom.ada)], score: RoomScore(seatCount: game.seatCount),
            spectators: 0, lastResult: nil, sequence: 1_234, clock: GameTime(milliseconds: 1))
    }
}
