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
        canvas.put(" Parlor · a game ", x: 0, y: 0, style: Style(attributes: .reverse))
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

    @Test func wideCharactersTakeTwoColumnsBetweenRepaints() throws {
        let red = Style(foreground: .red)
        let frames = [
            canvas([("名前 🐱 Mia", 10, 5, .plain)]),
            canvas([("名前 🐱 Mia", 11, 5, .plain)]),
            canvas([("名x 🐱 Mia", 11, 5, red), ("e\u{301}日", 0, 7, red)]),
            canvas([("abcdefgh", 10, 5, .plain), ("日本", 78, 6, .plain)]),
            canvas([("日本語", 74, 23, red), ("👍🏽 ok", 3, 8, .plain)]),
            canvas([("日本語", 75, 23, .plain)]),
            canvas([]),
        ]
        let seen = try screenAfter(canvas([]), then: frames)
        // NB: the cells that differ, not the whole screens, so a failure reads as where it went wrong.
        let differences = zip(seen, frames).enumerated().flatMap { index, pair in
            pair.0.indices.filter { pair.0[$0] != pair.1.cells[$0] }.map { cell in
                "frame \(index) x \(cell % 80) y \(cell / 80): \(pair.0[cell]) for \(pair.1.cells[cell])"
            }
        }
        #expect(differences == [])
    }

    /// An emoji sequence is written whole, by curses in a full repaint (up to the scalars a curses cell holds, the
    /// longer ones straight after it) and by the writer between repaints; never as "?" or as its pieces apart.
    @Test func emojiSequencesAreWrittenWhole() throws {
        let flag = "🇫🇷"
        let family = "👩\u{200D}👩\u{200D}👧"
        let familyOfFour = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color", inputPath: files.inputPath, outputPath: files.outputPath,
            locale: "C.UTF-8")
        defer { terminal.stop() }
        func written(since offset: Int) throws -> String {
            String(
                decoding: try Data(contentsOf: URL(fileURLWithPath: files.outputPath)).dropFirst(offset), as: UTF8.self)
        }
        let names = "\(flag) Zoé \(family) \(familyOfFour) 1\u{FE0F}\u{20E3}"
        terminal.present(canvas([(names, 10, 5, .plain)]))
        let repaint = try written(since: 0)
        for cluster in [flag, family, familyOfFour, "1\u{FE0F}\u{20E3}"] {
            #expect(repaint.contains(cluster), "the full repaint wrote \(cluster) whole")
        }
        #expect(terminal.drawnLine(5).hasPrefix(String(repeating: " ", count: 10) + "\(flag) Zoé \(family)"))
        let offset = files.bytesWritten
        terminal.present(canvas([(names, 12, 7, Style(foreground: .red))]))
        let frame = try written(since: offset)
        for cluster in [flag, family, familyOfFour, "1\u{FE0F}\u{20E3}"] {
            #expect(frame.contains(cluster), "the frame wrote \(cluster) whole")
        }
        #expect(!frame.contains("?"))
    }

    @Test func aFullRepaintDrawsWideCharactersThroughCurses() throws {
        let files = try TerminalFiles(input: "")
        let terminal = try CursesTerminal(
            terminalType: "xterm-256color", inputPath: files.inputPath, outputPath: files.outputPath,
            locale: "C.UTF-8")
        defer { terminal.stop() }
        var frame = canvas([("名前 🐱 Mia|", 10, 5, .plain), ("日本", 77, 6, .plain)])
        terminal.present(frame)
        #expect(terminal.drawnLine(5).hasPrefix(String(repeating: " ", count: 10) + "名前 🐱 Mia|"))
        #expect(terminal.drawnCell(x: 14, y: 5) == Cell(" "))
        #expect(terminal.drawnLine(6).hasSuffix("日 "))
        frame.put("ab", x: 11, y: 5)
        terminal.invalidate()
        terminal.present(frame)
        #expect(terminal.drawnLine(5).hasPrefix(String(repeating: " ", count: 10) + " ab  🐱 Mia|"))
    }

    @Test func aLocaleWithoutUnicodeShowsAQuestionMarkForEachColumn() throws {
        let frame = canvas([("a日b", 0, 5, .plain)])
        let ascii = try screenAfter(canvas([]), then: [frame], locale: "C")
        #expect(ascii[0][5 * 80..<5 * 80 + 5].map(\.character) == ["a", "?", "?", "b", " "])
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
