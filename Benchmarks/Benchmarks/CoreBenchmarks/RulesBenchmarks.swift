import Benchmark
import GameCatalog
import GameCore
import TicTacToe

/// A move checked and applied by the rules, as the server does it (a copy of the game, then `apply`), and the
/// perfect computer player's choice.
func registerRulesBenchmarks() {
    // A position four moves in, with X to move.
    let position = try! TicTacToe(replaying: ["b2", "a1", "c1", "a3"].map { Square(name: $0)! })
    let move = TicTacToe.Move.mark(Square(name: "a2")!)
    Benchmark("rules.ticTacToe.apply") { benchmark in
        for _ in benchmark.scaledIterations {
            var game = position
            try? game.apply(move, by: Seat(0))
            blackHole(game)
        }
    }

    // The same move through the catalog, the way a room holds its game, with the update each viewer is sent.
    let anyPosition = AnyGame.ticTacToe(position)
    let anyMove = AnyMove.ticTacToe(move)
    Benchmark("rules.anyGame.applyAndUpdate") { benchmark in
        for _ in benchmark.scaledIterations {
            var game = anyPosition
            try? game.apply(anyMove, by: Seat(0), at: .start)
            blackHole(game.update(since: anyPosition, for: .seat(Seat(1))))
        }
    }

    // The empty board is the perfect player's widest search; the first call fills its table, so warm calls are
    // measured (the warm-up iterations make the same call).
    let player = ComputerPlayer(level: .perfect)
    Benchmark("rules.perfectMove.emptyBoard") { benchmark in
        var random = SplitMix64(seed: 1)
        for _ in benchmark.scaledIterations {
            blackHole(player.chooseSquare(in: TicTacToe(), using: &random))
        }
    }
    Benchmark("rules.perfectMove.midGame") { benchmark in
        var random = SplitMix64(seed: 1)
        for _ in benchmark.scaledIterations {
            blackHole(player.chooseSquare(in: position, using: &random))
        }
    }
}
