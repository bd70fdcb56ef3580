import Benchmark
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import WireProtocol

/// Co-op Minesweeper's largest first reveal found on an expert board (`MinesweeperFloodSearch`: seed 1018 at f5
/// opens 209 cells), through the whole move path: the server's copy and apply (mines placed, flood), the change
/// each viewer is sent, its `moved` event as a frame, and a client reading the frame and folding the change in.
enum MinesweeperFlood {
    /// The board's seed.
    static let seed: UInt64 = 1018
    /// The first cell revealed.
    static let cell = Cell(name: "f5")!
}

/// `minesweeper.flood.*`: each step of the flood's move path on its own.
func registerMinesweeperFloodBenchmarks() {
    let fresh = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 4, seed: MinesweeperFlood.seed)
    let reveal = Minesweeper.Move.reveal(MinesweeperFlood.cell)
    var flooded = fresh
    try! flooded.apply(reveal, by: Seat(0), at: .start)

    Benchmark("minesweeper.flood.apply") { benchmark in
        for _ in benchmark.scaledIterations {
            var game = fresh
            try? game.apply(reveal, by: Seat(0), at: .start)
            blackHole(game)
        }
    }
    Benchmark("minesweeper.flood.change") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(flooded.update(since: fresh, for: .spectator)) }
    }

    let change = flooded.update(since: fresh, for: .spectator)
    let event = ServerMessage.event(
        event: .moved(seat: Seat(0), move: .minesweeper(reveal), update: .change(.minesweeper(change))), sequence: 4)
    Benchmark("minesweeper.flood.encodeEvent") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(WireCoder.encode(event)) }
    }
    let frame = WireCoder.encode(event)
    Benchmark("minesweeper.flood.decodeEvent") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? WireCoder.decode(ServerMessage.self, from: frame, games: TestGames.all))
        }
    }

    let hidden = fresh.view(for: .spectator)
    Benchmark("minesweeper.flood.viewApply") { benchmark in
        for _ in benchmark.scaledIterations {
            var view = hidden
            view.apply(change)
            blackHole(view)
        }
    }
}
