import GameCatalog
import GameCore
import Minesweeper
import WireProtocol

/// Minesweeper's golden protocol messages, each named for its fixture file: one co-operative story in room
/// K7MZ2QHD. Ada opens a beginner board at e5, Bob flags d7, then Bob reveals a mine.
enum Sweep {
    static let options = MinesweeperPreset.beginner.options
    static let setup = GameSetup.minesweeper(MinesweeperSetup(options: options, maxPlayers: 4))
    static let e5 = cell("e5")

    static func cell(_ name: String) -> Cell { Cell(name: name)! }

    static let start = Minesweeper(options: options, seatCount: 4, seed: 42)

    static let opened: Minesweeper = {
        var game = start
        try! game.apply(.reveal(e5), by: Seat(0), at: GameTime(milliseconds: 1_200))
        return game
    }()

    static let exploded: Minesweeper = {
        var game = opened
        try! game.apply(.reveal(game.mines[0]), by: Seat(1), at: GameTime(milliseconds: 9_400))
        return game
    }()

    static func moved(from before: Minesweeper, to after: Minesweeper) -> RoomEvent {
        let change = after.update(since: before, for: .spectator)
        return .moved(seat: change.seat, move: .minesweeper(change.move), update: .change(.minesweeper(change)))
    }

    static let firstReveal = moved(from: start, to: opened)
    static let mineHit = moved(from: opened, to: exploded)

    /// Bob's snapshot just after Ada's first reveal, 4.25 s into the round.
    static let snapshot = RoomSnapshot(
        gameID: WireRoom.gameID, setup: setup, phase: .playing, round: 1,
        view: .minesweeper(opened.view(for: .seat(Seat(1)))),
        yourSeat: Seat(1),
        players: [PlayerInfo(seat: Seat(0), name: WireRoom.ada), PlayerInfo(seat: Seat(1), name: WireRoom.bob)],
        score: RoomScore(seatCount: 4), spectators: 0, lastResult: nil, sequence: 4,
        clock: GameTime(milliseconds: 4_250))

    static let finished = FinishedGame(
        gameID: WireRoom.gameID, round: 1, setup: setup, players: [WireRoom.ada, WireRoom.bob],
        startedAt: 1_795_305_600_000,
        duration: GameTime(milliseconds: 8_200), outcome: .lostByAll,
        finalView: .minesweeper(exploded.view(for: .spectator)))

    static let client: [(name: String, message: ClientMessage)] = [
        ("client-createRoom-minesweeper", .createRoom(setup: setup, name: WireRoom.ada)),
        (
            "client-move-minesweeper",
            .move(move: .minesweeper(.reveal(e5)), clientMoveID: try! ClientMoveID("m1"), lastSeenSequence: 3)
        ),
        (
            "client-move-minesweeper-flag",
            .move(
                move: .minesweeper(.flag(cell("d7"), on: true)), clientMoveID: try! ClientMoveID("m2"),
                lastSeenSequence: 4)
        ),
    ]

    static let server: [(name: String, message: ServerMessage)] = [
        ("server-snapshot-minesweeper", .snapshot(snapshot: snapshot)),
        ("server-event-moved-change", .event(event: firstReveal, sequence: 4)),
        ("server-event-moved-change-mineHit", .event(event: mineHit, sequence: 6)),
        (
            "server-refusal-minesweeper",
            .error(error: .refused(.minesweeper(.alreadyRevealed(e5)), clientMoveID: try! ClientMoveID("m3")))
        ),
        ("server-history-minesweeper", .history(games: [finished])),
    ]
}
