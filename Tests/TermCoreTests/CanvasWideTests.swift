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
            // NB: emoji sequences are one character each, two columns, however many scalars: a flag, a ZWJ family
            // (25 bytes, longer than a cell holds in place), a family of four, a tag sequence, a keycap, ❤️.
            ("🇫🇷x", 0, ["🇫🇷", "+", "x", " ", " ", " "]),
            ("a👩\u{200D}👩\u{200D}👧", 0, ["a", "👩\u{200D}👩\u{200D}👧", "+", " ", " ", " "]),
            ("👨\u{200D}👩\u{200D}👧\u{200D}👦!", 1, [" ", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "+", "!", " ", " "]),
            (
                "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 4,
                [" ", " ", " ", " ", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "+"]
            ),
            ("1\u{FE0F}\u{20E3}❤\u{FE0F}", 0, ["1\u{FE0F}\u{20E3}", "+", "❤\u{FE0F}", "+", " ", " "]),
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
        ("👩‍👩‍👧x", 3, "👩‍👩‍👧x", "👩‍👩‍👧x"),
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

    /// Width is measured per character, the same for a string and a cell, and a character kept out of place
    /// compares, copies and reads back like any other.
    @Test func clustersAreMeasuredWholeAndKeptWhole() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect("🇫🇷 \(family) 1\u{FE0F}\u{20E3}".columnCount == 8)
        #expect(Cell.columns(of: "🇫") == 1, "a lone regional indicator is one column, as wcwidth says")
        #expect(Cell.columns(of: "e\u{301}") == 1)
        let cell = Cell(Character(family))
        #expect(cell.isWide)
        #expect(cell.character == Character(family))
        #expect(cell == Cell(Character(family)))
        #expect(cell != Cell(Character("👨\u{200D}👩\u{200D}👧")))
        #expect(Cell("🇫🇷").isWide && Cell("❤\u{FE0F}").isWide && Cell("1\u{FE0F}\u{20E3}").isWide)
        #expect(!Cell("é").isWide && !Cell("e\u{301}").isWide && !Cell("🇫").isWide)
        var canvas = Canvas(size: Size(width: 10, height: 1))
        canvas.put("ab\(family)cd", x: 0, y: 0)
        #expect(canvas.line(0) == "ab\(family)cd    ")
    }
}
