import Benchmark
import ClientCore
import Foundation
import GameCore
import Minesweeper
import TermCore
import TerminalUI
import TicTacToe
import WireProtocol

/// The hot paths of one move, each with its allocation count (stable enough for CI; wall-clock times are not).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        maxDuration: .seconds(1), maxIterations: 100_000)

    // A position four moves in, with X to move: the copy a server makes and the rules' check of one move.
    let position = try! TicTacToe(replaying: ["b2", "a1", "c1", "a3"].map { Square(name: $0)! })
    Benchmark("rules apply (copy + one move)") { benchmark in
        for _ in benchmark.scaledIterations {
            var game = position
            try? game.apply(.mark(Square(name: "a2")!), by: Seat(0))
            blackHole(game)
        }
    }

    // The empty board is the perfect player's widest search; the first call fills its table, so time warm calls.
    let player = ComputerPlayer(level: .perfect)
    var warmUp = SplitMix64(seed: 1)
    _ = player.chooseSquare(in: TicTacToe(), using: &warmUp)
    Benchmark("perfect computer move, empty board") { benchmark in
        var random = SplitMix64(seed: 1)
        for _ in benchmark.scaledIterations {
            blackHole(player.chooseSquare(in: TicTacToe(), using: &random))
        }
    }

    // Every golden message of the protocol, decoded and encoded on its own.
    for (name, text) in Fixtures.all() {
        if name.hasPrefix("client-") {
            guard let message = try? WireCoder.decode(ClientMessage.self, from: text) else { continue }
            Benchmark("decode \(name)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try? WireCoder.decode(ClientMessage.self, from: text)) }
            }
            Benchmark("encode \(name)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(WireCoder.encode(message)) }
            }
        } else if name.hasPrefix("server-") {
            guard let message = try? WireCoder.decode(ServerMessage.self, from: text) else { continue }
            Benchmark("decode \(name)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(try? WireCoder.decode(ServerMessage.self, from: text)) }
            }
            Benchmark("encode \(name)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(WireCoder.encode(message)) }
            }
        }
    }

    // One frame of an 80×24 terminal after a move: what the client draws each time the board changes.
    var state = AppState.playing(players: [Player(name: "X"), Player(name: "O")], seed: 1)
    _ = state.reduce(.confirmPressed)
    let size = Size(width: 80, height: 24)
    let options = RenderOptions()
    Benchmark("render one move (80×24 frame)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppView.render(state, size: size, options: options)) }
    }

    // Co-op Minesweeper's largest first reveal found on an expert board (seed 1018 at f5 opens 209 cells): the
    // server's copy and apply (mine placement, flood, the change), the change's JSON, and a client folding it in.
    let fresh = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 4, seed: 1018)
    let reveal = Minesweeper.Move.reveal(Cell(name: "f5")!)
    var flooded = fresh
    try! flooded.apply(reveal, by: Seat(0), at: .start)
    let flood = flooded.update(since: fresh, for: .spectator)
    Benchmark("minesweeper largest expert flood (copy + apply)") { benchmark in
        for _ in benchmark.scaledIterations {
            var game = fresh
            try? game.apply(reveal, by: Seat(0), at: .start)
            blackHole(game)
        }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    Benchmark("minesweeper encode the flood's change (JSONEncoder)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? encoder.encode(flood)) }
    }
    let hidden = fresh.view(for: .spectator)
    Benchmark("minesweeper view.apply(flood's change)") { benchmark in
        for _ in benchmark.scaledIterations {
            var view = hidden
            view.apply(flood)
            blackHole(view)
        }
    }
}
