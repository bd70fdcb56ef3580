import TermCore
import Testing

/// Wide characters (East Asian, emoji) on a canvas: a cell and a continuation each, never cut in half.
@Suite struct CanvasWideTests {
    /// Row 0 of `canvas`, one string per cell: the character, or "+" for a continuation.
    private func cells(_ canvas: Canvas) -> [String] {
        (0..<canvas.size.width).map { x in
            let cell = canvas[x, 0] ?? .blank
            return cell.isContinuation ? "+" : String(cell.character)
        }
    }

    /// A canvas `width` columns wide with `text` put at column `x`.
    private func canvas(_ text: String, at x: Int, width: Int) -> Canvas {
        var canvas = Canvas(size: Size(width: width, height: 1))
        canvas.put(text, x: x, y: 0)
        return canvas
    }

    @Test(
        arguments: [
            // (text, column, the cells of a 6-column row)
            ("日本", 0, ["日", "+", "本", "+", " ", " "]),
            ("a日b", 1, [" ", "a", "日", "+", "b", " "]),
            ("🐱x", 0, ["🐱", "+", "x", " ", " ", " "]),
            ("👍🏽!", 0, ["👍🏽", "+", "!", " ", " ", " "]),
            ("e\u{301}日", 0, ["e\u{301}", "日", "+", " ", " ", " "]),
            ("한글", 2, [" ", " ", "한", "+", "글", "+"]),
            // NB: the last column cannot hold a wide character, nor the first only its second half.
            ("abcde日", 0, ["a", "b", "c", "d", "e", " "]),
            ("日x", -1, [" ", "x", " ", " ", " ", " "]),
            ("日本語", -2, ["本", "+", "語", "+", " ", " "]),
            ("ＡＢＣ", 1, [" ", "Ａ", "+", "Ｂ", "+", " "]),
        ] as [(String, Int, [String])])
    func wideCharactersTakeACellAndAContinuation(text: String, x: Int, expected: [String]) {
        #expect(cells(canvas(text, at: x, width: 6)) == expected)
    }

    @Test(
        arguments: [
            // (what is written over "日本語" at which column, the row after)
            ("x", 0, ["x", " ", "本", "+", "語", "+"]),
            ("x", 1, [" ", "x", "本", "+", "語", "+"]),
            ("xy", 1, [" ", "x", "y", " ", "語", "+"]),
            ("中", 1, [" ", "中", "+", " ", "語", "+"]),
            ("中", 2, ["日", "+", "中", "+", "語", "+"]),
        ] as [(String, Int, [String])])
    func writingOverHalfAWideCharacterBlanksItsOtherHalf(text: String, x: Int, expected: [String]) {
        var canvas = canvas("日本語", at: 0, width: 6)
        canvas.put(text, x: x, y: 0)
        #expect(cells(canvas) == expected)
    }

    @Test func fillCopyAndSubscriptNeverLeaveHalfACharacter() {
        let start = canvas("日本語", at: 0, width: 6)
        var filled = start
        filled.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("."))
        #expect(cells(filled) == [" ", ".", ".", " ", "語", "+"])

        var copied = canvas("abcdef", at: 0, width: 6)
        copied.copy(Rect(x: 1, y: 0, width: 2, height: 1), from: start)
        #expect(cells(copied) == ["a", " ", " ", "d", "e", "f"])
        var whole = canvas("abcdef", at: 0, width: 6)
        whole.copy(Rect(x: 2, y: 0, width: 2, height: 1), from: start)
        #expect(cells(whole) == ["a", "b", "本", "+", "e", "f"])

        var set = start
        set[Point(x: 3, y: 0)] = Cell("z")
        #expect(cells(set) == ["日", "+", " ", "z", "語", "+"])
    }

    @Test func aBlankedHalfKeepsItsStyle() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        let red = Style(foreground: .red)
        canvas.put("日本", x: 0, y: 0, style: red)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas[0, 0] == Cell(" ", style: red))
        #expect(canvas[1, 0] == Cell("x"))
    }

    @Test func aLineShowsAWideCharacterOnce() {
        #expect(canvas("日本 ok", at: 1, width: 10).line(0) == " 日本 ok  ")
        #expect(canvas("日本 ok", at: 1, width: 10).text == " 日本 ok")
    }

    @Test(arguments: [
        // (text, columns, the first 3 columns, the last 3 columns)
        ("abc", 3, "abc", "abc"),
        ("日本語", 6, "日", "語"),
        ("a日b", 4, "a日", "日b"),
        ("🐱 Mia", 6, "🐱 ", "Mia"),
        ("Zoe\u{308}", 3, "Zoe\u{308}", "Zoe\u{308}"),
        ("👩‍👩‍👧x", 2, "👩‍👩‍👧x", "👩‍👩‍👧x"),
    ])
    func columnsAreCountedAsTheCanvasDrawsThem(text: String, columns: Int, head: String, tail: String) {
        #expect(text.columnCount == columns)
        #expect(text.prefix(columns: 3) == head)
        #expect(text.suffix(columns: 3) == tail)
        var canvas = Canvas(size: Size(width: 12, height: 1))
        canvas.put(text, x: 0, y: 0)
        let used = canvas.cells.lastIndex { $0 != .blank }.map { $0 + 1 } ?? 0
        #expect(used == columns, "the canvas gave \(text) \(used) columns")
    }
}
