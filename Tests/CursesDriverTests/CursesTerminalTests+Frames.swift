import CursesDriver
import Foundation
import TermCore
import Testing

// NB: an extension of the serialized suite: curses is process-wide, so these must not run beside its tests.
extension CursesTerminalTests {
    /// Starts the driver on files, draws `first` (a full repaint by curses) and then each of `frames`, and reads
    /// back through `ScreenModel` what the bytes written after the first frame left on screen.
    private func screenAfter(
        _ first: Canvas, then frames: [Canvas], terminalType: String = "xterm-256color", locale: String = "C.UTF-8",
        options: CursesTerminal.Options = .init()
    ) throws -> [[Cell]] {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: terminalType, inputPath: files.inputPath, outputPath: files.outputPath, locale: locale,
            options: options)
        defer { terminal.stop() }
        terminal.present(first)
        var screen = ScreenModel(showing: first)
        var seen: [[Cell]] = []
        for frame in frames {
            let offset = files.bytesWritten
            terminal.present(frame)
            let written = try Data(contentsOf: URL(fileURLWithPath: files.outputPath)).dropFirst(offset)
            try screen.apply(Array(written))
            seen.append(screen.cells)
        }
        return seen
    }

    /// An 80x24 frame with a header and a grid line, and `texts` drawn over it.
    private func canvas(_ texts: [(String, Int, Int, Style)]) -> Canvas {
        var canvas = Canvas(size: Size(width: 80, height: 24))
        canvas.put(" Parlor · tic-tac-toe ", x: 0, y: 0, style: Style(attributes: .reverse))
        canvas.put("┌───┬───┐", x: 4, y: 2, style: Style(foreground: .cyan))
        for (text, x, y, style) in texts {
            canvas.put(text, x: x, y: y, style: style)
        }
        return canvas
    }

    @Test func framesBetweenRepaintsLeaveExactlyTheCanvasOnScreen() throws {
        let bright = Style(foreground: .palette(12), attributes: .bold)
        let extended = Style(foreground: .palette(200), background: .palette(17))
        let frames = [
            canvas([("Ann (X) to move", 20, 0, Style(foreground: .black, background: .cyan, attributes: .bold))]),
            canvas([("Bob (O) to move", 20, 0, Style(foreground: .black, background: .cyan, attributes: .bold))]),
            canvas([("▄▀▀▀▄", 30, 10, bright), ("█   █", 30, 11, bright), ("▀▄▄▄▀", 30, 12, bright)]),
            canvas([("▀▄ ▄▀", 30, 10, Style(attributes: [.reverse, .bold])), ("café", 0, 23, extended)]),
            canvas([("x y", 78, 23, Style(attributes: [.underline, .dim])), ("é", 79, 0, Style(foreground: .red))]),
            canvas([]),
        ]
        let seen = try screenAfter(canvas([]), then: frames)
        #expect(seen == frames.map(\.cells))
    }

    @Test func everyPaletteColourIsSetAsTheTerminalDefinesIt() throws {
        // NB: the writer spells xterm's 256-colour setaf and setab out by hand: SGR 30-37, 90-97 and 38;5;n.
        var frame = canvas([])
        for number in 0..<256 {
            let style = Style(foreground: .palette(UInt8(number)), background: .palette(UInt8(255 - number)))
            frame.put(number % 3 == 0 ? "o" : "x", x: number % 64, y: 3 + number / 64, style: style)
        }
        let seen = try screenAfter(canvas([]), then: [frame])
        #expect(seen == [frame.cells])
    }

    @Test func controlCharactersAndCharactersTheLocaleLacksBecomeQuestionMarks() throws {
        let frame = canvas([("a\u{1b}b\u{9b}c", 0, 5, .plain), ("é─x", 0, 6, .plain)])
        let unicode = try screenAfter(canvas([]), then: [frame])
        let ascii = try screenAfter(canvas([]), then: [frame], locale: "C")
        func line(_ cells: [Cell], _ y: Int) -> String { String(cells[y * 80..<y * 80 + 6].map(\.character)) }
        #expect(line(unicode[0], 5) == "a?b?c ")
        #expect(line(unicode[0], 6) == "é─x   ")
        #expect(line(ascii[0], 6) == "??x   ")
    }

    @Test func framesBetweenRepaintsFallBackLikeCursesOnFewerColours() throws {
        let frame = canvas([
            ("a", 0, 3, Style(foreground: .palette(9), background: .blue)),
            ("b", 1, 3, Style(foreground: .palette(200), background: .palette(15))),
            ("c", 2, 3, Style(foreground: .red, attributes: [.bold, .underline])),
        ])
        let eight = try screenAfter(canvas([]), then: [frame], terminalType: "xterm")
        #expect(eight[0][3 * 80] == Cell("a", style: Style(foreground: .red, background: .blue)))
        #expect(eight[0][3 * 80 + 1] == Cell("b", style: Style(background: .white)))
        let mono = try screenAfter(canvas([]), then: [frame], options: .init(mouse: false, colors: false))
        #expect(mono[0][3 * 80] == Cell("a"))
        #expect(mono[0][3 * 80 + 2] == Cell("c", style: Style(attributes: [.bold, .underline])))
    }
}
