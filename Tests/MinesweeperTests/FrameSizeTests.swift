import GameCatalog
import GameCore
import Minesweeper
import Testing
import WireProtocol

/// The largest boards must still fit in one server frame (`ServerMessage.maxFrameBytes`): a snapshot and a `moved`
/// event of a 99x99 board.
@Suite struct FrameSizeTests {
    static let centre = Cell(row: 49, column: 49)

    /// A 99x99 board with `mines` mines, after the first reveal at the centre and, when `lose`, a mine hit.
    static func board(mines: Int, lose: Bool) throws -> (before: Minesweeper, after: Minesweeper) {
        let options = try MinesweeperOptions(rows: 99, columns: 99, mines: mines)
        var game = Minesweeper(options: options, seatCount: 16, seed: 7)
        var before = game
        try game.apply(.reveal(centre), by: Seat(0), at: GameTime(milliseconds: 1))
        if lose, game.ending == nil {
            before = game
            try game.apply(.reveal(game.mines[game.mines.count / 2]), by: Seat(15), at: GameTime(milliseconds: 2))
        }
        return (before, game)
    }

    static func frames(mines: Int, lose: Bool) throws -> (snapshot: Int, moved: Int) {
        let (before, after) = try board(mines: mines, lose: lose)
        let game = AnyGame.minesweeper(after)
        let setup = GameSetup.minesweeper(MinesweeperSetup(options: after.options, maxPlayers: 16))
        let players = try (0..<16).map { PlayerInfo(seat: Seat($0), name: try PlayerName("Player \($0 + 10)xx")) }
        let snapshot = RoomSnapshot(
            gameID: WireRoom.gameID, setup: setup, phase: .playing, round: 999, view: game.view(for: .spectator),
            yourSeat: nil, players: players, score: RoomScore(seatCount: 16), spectators: 500, lastResult: nil,
            sequence: 1_000_000, clock: GameTime(milliseconds: 86_400_000))
        let update = game.update(since: .minesweeper(before), for: .spectator)
        let moved = RoomEvent.moved(seat: Seat(15), move: .minesweeper(.reveal(centre)), update: update)
        return (
            WireCoder.encode(ServerMessage.snapshot(snapshot: snapshot)).utf8.count,
            WireCoder.encode(ServerMessage.event(event: moved, sequence: 1_000_000)).utf8.count
        )
    }

    @Test(arguments: [(1, false), (10, true), (2_000, true), (4_900, true), (9_000, true), (9_792, false)])
    func aNinetyNineByNinetyNineBoardFitsInOneFrame(mines: Int, lose: Bool) throws {
        let sizes = try Self.frames(mines: mines, lose: lose)
        #expect(sizes.snapshot <= ServerMessage.maxFrameBytes)
        #expect(sizes.moved <= ServerMessage.maxFrameBytes)
    }
}
