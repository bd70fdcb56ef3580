import CursesDriver
import TermCore
import Testing

// NB: an extension of the serialized suite: curses is process-wide, so these must not run beside its tests.
extension CursesTerminalTests {
    /// A board of hidden cells as a game with a large board draws it: `columns` by `rows` cells two columns apart
    /// from column 4, row 3, each a hidden symbol in grey except those `open` says (then a digit or a blank in bold
    /// blue), and a bracketed cursor around `cursor`.
    static func board(
        columns: Int, rows: Int, open: (Int, Int) -> Bool, cursor: (column: Int, row: Int)
    ) -> Canvas {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        canvas.put(" Board · playing", x: 0, y: 0, style: Style(attributes: .reverse))
        let hidden = Style(foreground: .palette(8))
        let number = Style(foreground: .palette(12), attributes: .bold)
        for row in 0..<rows {
            for column in 0..<columns {
                let symbol = open(column, row) ? ((column + row) % 3 == 0 ? "1" : " ") : "░"
                canvas.put(symbol, x: 4 + column * 2, y: 3 + row, style: open(column, row) ? number : hidden)
            }
        }
        canvas.put("[", x: 3 + cursor.column * 2, y: 3 + cursor.row, style: Style(attributes: .bold))
        canvas.put("]", x: 5 + cursor.column * 2, y: 3 + cursor.row, style: Style(attributes: .bold))
        canvas.put(" arrows move · Space reveal · q quit", x: 0, y: 23)
        return canvas
    }

    /// What the terminal is sent, in bytes, for the frames of a large board at 80x24 (xterm-256color, UTF-8), each
    /// after the one before: the first frame, one cursor step, a flood that opens about 200 cells, the same frame
    /// again, and the whole board opened: the driver sends what changed, so a step costs a few bytes and no frame
    /// costs more than the first. Run `swift test --filter boardRenderBytes` to see the figures.
    @Test func boardRenderBytes() throws {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color", inputPath: files.inputPath, outputPath: files.outputPath,
            locale: "C.UTF-8")
        defer { terminal.stop() }
        #expect(terminal.size == Size(width: 80, height: 24))
        func bytes(_ canvas: Canvas) -> Int {
            let before = files.bytesWritten
            terminal.present(canvas)
            return files.bytesWritten - before
        }
        let none: (Int, Int) -> Bool = { _, _ in false }
        let flooded: (Int, Int) -> Bool = { column, row in column < 16 && row < 13 }
        let first = bytes(Self.board(columns: 30, rows: 16, open: none, cursor: (5, 4)))
        let step = bytes(Self.board(columns: 30, rows: 16, open: none, cursor: (5, 5)))
        let flood = bytes(Self.board(columns: 30, rows: 16, open: flooded, cursor: (5, 5)))
        let unchanged = bytes(Self.board(columns: 30, rows: 16, open: flooded, cursor: (5, 5)))
        let whole = bytes(Self.board(columns: 30, rows: 16, open: { _, _ in true }, cursor: (5, 5)))

        print(
            "board render bytes at 80x24: first frame \(first), cursor step \(step), 208-cell flood \(flood), "
                + "unchanged \(unchanged), whole board \(whole)")
        #expect(step > 0 && step <= 128, "a cursor step wrote \(step) bytes")
        #expect(unchanged == 0)
        #expect(flood > 0 && flood < first / 2, "the flood wrote \(flood) bytes, the first frame \(first)")
        #expect(whole > 0 && whole < first, "the whole board wrote \(whole) bytes, the first frame \(first)")
    }
}
