import Benchmark
import ClientCore
import CursesDriver
import GameCatalog
import Glibc
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import TestGames
import TicTacToe
import TicTacToePlay

/// The terminal side of one move: `CursesTerminal.present` of the frame after the move, with the frame before it
/// on screen, so only the diff is drawn (as in `parlor`, on an 80×24 xterm-256color in UTF-8).
func registerDriverBenchmarks() {
    let size = Size(width: 80, height: 24)
    let options = RenderOptions()

    var ticTacToe = AppState.table(
        setup: .ticTacToe(TicTacToeOptions()), names: ["X", "O"], plays: TestGames.plays, seed: 1)!
    let beforeMark = AppView.render(ticTacToe, size: size, options: options)
    _ = ticTacToe.reduce(.play(PlayIntent(TicTacToePlay.self, .mark(Square(name: "b2")!))))
    registerPresent(
        "driver.ticTacToe.presentMove", from: beforeMark, to: AppView.render(ticTacToe, size: size, options: options))

    // NB: the table takes its seeds as the match before it did, so this is the same board.
    let expert = GameSetup(Minesweeper.self, MinesweeperSetup(options: MinesweeperPreset.expert.options, maxPlayers: 1))
    var minesweeper = AppState.table(
        setup: expert, names: ["Ann"], plays: TestGames.plays, seed: MinesweeperFlood.seed)!
    _ = minesweeper.reduce(.play(PlayIntent(MinesweeperPlay.self, .placeCursor(MinesweeperFlood.cell))))
    let beforeReveal = AppView.render(minesweeper, size: size, options: options)
    _ = minesweeper.reduce(.play(PlayIntent(MinesweeperPlay.self, .reveal(nil))))
    registerPresent(
        "driver.minesweeper.presentFlood", from: beforeReveal,
        to: AppView.render(minesweeper, size: size, options: options))
}

/// `name`: presenting `after` with `before` on screen; the unmeasured part of each sample puts `before` back.
private func registerPresent(_ name: String, from before: Canvas, to after: Canvas) {
    let screen = Screen()
    let configuration = Benchmark.Configuration(
        setup: { screen.open(size: after.size) },
        teardown: { screen.close() })
    Benchmark(name, configuration: configuration) { benchmark in
        // NB: a crash, not `benchmark.error`: the tool checks the thresholds of a benchmark that reported an error
        // as if it had passed.
        guard let terminal = screen.terminal, terminal.size == after.size else {
            preconditionFailure("no \(after.size.width)×\(after.size.height) terminal to draw on")
        }
        for _ in benchmark.scaledIterations {
            terminal.present(before)
            // NB: starting again resets the counts, so putting `before` back is left out.
            benchmark.startMeasurement()
            terminal.present(after)
            benchmark.stopMeasurement()
        }
    }
}

/// A curses terminal on a pseudo-terminal, open only while its benchmark runs.
private final class Screen: @unchecked Sendable {
    private var pty: PseudoTerminal?
    private(set) var terminal: CursesTerminal?

    /// Opens the terminal, or stops the process saying why (see `registerPresent`).
    func open(size: Size) {
        // NB: fixed, so the figures do not depend on the environment that runs the check.
        setenv("TERM", "xterm-256color", 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        guard let pty = PseudoTerminal(columns: size.width, rows: size.height) else {
            preconditionFailure("no pseudo-terminal to draw on")
        }
        self.pty = pty
        do {
            terminal = try CursesTerminal(options: CursesTerminal.Options())
        } catch {
            close()
            preconditionFailure("curses did not start on a pseudo-terminal: \(error)")
        }
    }

    /// Closes the terminal and gives the process its standard streams and locale back.
    func close() {
        terminal?.stop()
        terminal = nil
        pty?.close()
        pty = nil
        setlocale(LC_ALL, "C")
    }
}
