import Benchmark
import ClientCore
import GameCatalog
import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import TestGames
import TicTacToe
import TicTacToePlay

/// What the client does for one move: the state's reaction to the key (in a copy of the state, so the count
/// includes copying what the move changes), then the whole frame drawn into a canvas of a classic 80×24 terminal.
/// Drawing the frame's diff on the terminal is `DriverBenchmarks`.
func registerRenderBenchmarks() {
    let size = Size(width: 80, height: 24)
    let options = RenderOptions()

    let ticTacToe = AppState.table(
        setup: .ticTacToe(TicTacToeOptions()), names: ["X", "O"], plays: TestGames.plays, seed: 1)!
    Benchmark("client.ticTacToe.reduceMove") { benchmark in
        for _ in benchmark.scaledIterations {
            var state = ticTacToe
            blackHole(state.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "b2")!)))))
            blackHole(state)
        }
    }
    var moved = ticTacToe
    _ = moved.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "b2")!))))
    Benchmark("client.ticTacToe.render") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppView.render(moved, size: size, options: options)) }
    }

    // An expert board after its largest first reveal (see MinesweeperFloodBenchmarks), one player at the keys.
    // NB: the table takes its seeds as the match before it did, so this is the same board.
    let expert = GameSetup(Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.expert.options, maxPlayers: 1))
    var minesweeper = AppState.table(
        setup: expert, names: ["Ann"], plays: TestGames.plays, seed: MinesweeperFlood.seed)!
    _ = minesweeper.reduce(.play(PlayIntent(MinesweeperPlay.self, .placeCursor(MinesweeperFlood.cell))))
    let beforeReveal = minesweeper
    Benchmark("client.minesweeper.reduceReveal") { benchmark in
        for _ in benchmark.scaledIterations {
            var state = beforeReveal
            blackHole(state.reduce(.play(PlayIntent(MinesweeperPlay.self, .reveal(nil)))))
            blackHole(state)
        }
    }
    _ = minesweeper.reduce(.play(PlayIntent(MinesweeperPlay.self, .reveal(nil))))
    let revealed = minesweeper
    Benchmark("client.minesweeper.render") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(AppView.render(revealed, size: size, options: options)) }
    }
}
