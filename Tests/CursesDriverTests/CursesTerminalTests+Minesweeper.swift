import CursesDriver
import GameCore
import Minesweeper
import MinesweeperPlay
import TermCore
import TerminalUI
import Testing

import struct Minesweeper.Cell

// NB: an extension of the serialized suite: curses is process-wide, so these must not run beside its tests.
extension CursesTerminalTests {
    /// What the terminal is sent, in bytes, for the screens of an expert board at 80x24 (xterm-256color, UTF-8):
    /// the first frame, one cursor step, and the largest flood (seed 1018 at f5 opens 209 cells, the largest first
    /// reveal the rules helper found) and a reveal of the whole board (381 cells), each after the frame before it.
    /// Run `swift test --filter minesweeperRenderBytes` to see the figures.
    @Test func minesweeperRenderBytes() throws {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color", inputPath: files.inputPath, outputPath: files.outputPath,
            locale: "C.UTF-8")
        defer { terminal.stop() }
        let size = terminal.size
        #expect(size == Size(width: 80, height: 24))
        let options = RenderOptions(theme: .standard, glyphs: .unicode)
        let expert = MinesweeperPreset.expert.options
        let ann = Seat(0)
        let f5 = Cell(name: "f5")!
        var game = Minesweeper(options: expert, seatCount: 1, seed: 1018)
        func scene(cursor: Cell, event: String?) -> MinesweeperScene {
            MinesweeperScene(
                view: game.view(for: .seat(ann)),
                players: [MinesweeperScene.Player(seat: ann, name: "Ann")], cursors: [ann: cursor], focus: ann,
                eventLine: event)
        }
        func bytes(_ scene: MinesweeperScene) -> Int {
            let before = files.bytesWritten
            // NB: the board's part of a room's screen, between the bars, as the room's screen draws it.
            var canvas = Canvas(size: size)
            MinesweeperSceneView.drawBoard(
                scene, in: Rect(x: 0, y: 1, width: size.width, height: size.height - 3), into: &canvas,
                options: options)
            terminal.present(canvas)
            return files.bytesWritten - before
        }

        let first = bytes(scene(cursor: Cell(name: "f4")!, event: nil))
        let step = bytes(scene(cursor: f5, event: nil))
        try game.apply(.reveal(f5), by: ann, at: .start)
        #expect(game.lastChange?.revealed.count == 209)
        let flood = bytes(scene(cursor: f5, event: "Ann revealed 209 cells from f5"))
        let unchanged = bytes(scene(cursor: f5, event: "Ann revealed 209 cells from f5"))

        let cells = MinesweeperView(options: expert, seatCount: 1).cells
        game = Minesweeper(options: expert, seatCount: 1, mines: Set(cells.suffix(99)))
        let reset = bytes(scene(cursor: Cell(name: "a1")!, event: nil))
        try game.apply(.reveal(Cell(name: "a1")!), by: ann, at: .start)
        let whole = bytes(scene(cursor: Cell(name: "a1")!, event: "Ann revealed 381 cells from a1"))

        print(
            "minesweeper render bytes at 80x24: first frame \(first), cursor step \(step), 209-cell flood \(flood), "
                + "unchanged \(unchanged), 381-cell reveal \(whole) (after a reset of \(reset))")
        #expect(step > 0 && step <= 128, "a cursor step wrote \(step) bytes")
        #expect(unchanged == 0)
        #expect(flood > 0 && flood < first / 2, "the flood wrote \(flood) bytes, the first frame \(first)")
        #expect(whole > 0 && whole < first, "the whole board wrote \(whole) bytes, the first frame \(first)")
    }
}
