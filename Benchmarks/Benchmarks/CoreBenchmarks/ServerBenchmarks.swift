import Benchmark
import GameCatalog
import GameCore
import Minesweeper
import ServerCore
import TicTacToe
import WireProtocol

/// The server's rules for one move in a room (`Room.handle`): the records to commit and the messages to send, for
/// two players alone and with 100 spectators watching; then the move's record as the store writes it.
func registerServerBenchmarks() {
    registerRoomMove(name: "server.room.move", spectators: 0, samples: 1_000)
    registerRoomMove(name: "server.room.move.100spectators", spectators: 100, samples: 200)

    let moves: [(String, AnyMove)] = [
        ("ticTacToe", .ticTacToe(.mark(Square(name: "b2")!))),
        ("minesweeper", .minesweeper(.reveal(MinesweeperFlood.cell))),
    ]
    for (game, move) in moves {
        let record = RoomRecord.moved(
            seat: Seat(0), move: move, clientMoveID: try! ClientMoveID("m12"), at: Moment(milliseconds: 1_234_567))
        Benchmark("server.record.stored.moved.\(game)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(record.storedText) }
        }
    }
}

/// `name`: X's first move in a fresh two-player tic-tac-toe room watched by `spectators`.
private func registerRoomMove(name: String, spectators: Int, samples: Int) {
    let warmUp = 10
    // NB: one room per sample, made ready beforehand and referenced from nowhere else, so a sample moves in place
    // as the server does; moving in a copy would also count the copies of what the move changes.
    let pool = RoomPool(count: warmUp + samples, spectators: spectators)
    let move = RoomRequest.move(
        .ticTacToe(.mark(Square(name: "b2")!)), clientMoveID: try! ClientMoveID("m1"),
        lastSeenSequence: pool.sequence)
    Benchmark(name, configuration: .init(warmupIterations: warmUp, maxIterations: samples)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(pool.handle(move, inRoom: benchmark.currentIteration))
        }
    }
}

/// Rooms waiting for X's first move, one per sample.
private final class RoomPool {
    private var rooms: [Room]
    private var random = SplitMix64(seed: 7)
    /// The rooms' sequence number, the one a client that has seen everything sends with its move.
    let sequence: Int

    static let alice = ConnectionID(1)

    init(count: Int, spectators: Int) {
        var random = SplitMix64(seed: 7)
        let id = try! GameID("ABCDEFGH")
        rooms = (0..<count).map { _ in
            var (room, _) = Room.create(
                id: id, setup: .ticTacToe(TicTacToeOptions()), origin: .hosted, name: try! PlayerName("Alice"),
                by: Self.alice, at: Moment(milliseconds: 1_000), random: &random)
            _ = room.handle(
                .join(name: try! PlayerName("Bob"), secret: nil), from: ConnectionID(2),
                at: Moment(milliseconds: 1_000), random: &random)
            for watcher in 0..<spectators {
                _ = room.handle(
                    .watch, from: ConnectionID(UInt64(10 + watcher)), at: Moment(milliseconds: 1_000), random: &random)
            }
            return room
        }
        sequence = rooms.first?.sequence ?? 0
    }

    /// Room `index` handles `request` from Alice, in place.
    func handle(_ request: RoomRequest, inRoom index: Int) -> RoomUpdate? {
        guard rooms.indices.contains(index) else { return nil }
        return rooms[index].handle(request, from: Self.alice, at: Moment(milliseconds: 2_000), random: &random)
    }
}
