import TermCore
import Testing

@Suite struct CanvasTests {
    @Test func newCanvasIsBlank() {
        let canvas = Canvas(size: Size(width: 3, height: 2))
        #expect(canvas.cells == Array(repeating: Cell.blank, count: 6))
        #expect(canvas.text == "\n")
    }

    @Test func negativeSizeBecomesEmpty() {
        let canvas = Canvas(size: Size(width: -4, height: 2))
        #expect(canvas.size == Size(width: 0, height: 2))
        #expect(canvas.cells.isEmpty)
    }

    @Test(arguments: [
        // (text, x, y, expected text)
        ("abc", 0, 0, "abc\n\n"),
        ("abcdef", 2, 1, "\n  abc\n"),
        ("abc", -1, 0, "bc\n\n"),
        ("abc", 4, 0, "    a\n\n"),
        ("abc", 5, 0, "\n\n"),
        ("abc", 0, 3, "\n\n"),
        ("abc", 0, -1, "\n\n"),
        ("─│┼", 1, 2, "\n\n ─│┼"),
    ])
    func putClipsAtEveryEdge(text: String, x: Int, y: Int, expected: String) {
        var canvas = Canvas(size: Size(width: 5, height: 3))
        canvas.put(text, x: x, y: y)
        #expect(canvas.text == expected)
    }

    @Test(arguments: [
        // (rect, expected text)
        (Rect(x: 1, y: 0, width: 2, height: 2), "aXXaa\nbYYbb\nccccc"),
        (Rect(x: -2, y: 2, width: 4, height: 5), "aaaaa\nbbbbb\nZZccc"),
        (Rect(x: 3, y: -1, width: 9, height: 2), "aaaXX\nbbbbb\nccccc"),
        (Rect(x: 5, y: 0, width: 2, height: 3), "aaaaa\nbbbbb\nccccc"),
        (Rect(x: 0, y: 0, width: 0, height: 3), "aaaaa\nbbbbb\nccccc"),
    ])
    func copyTakesTheCellsOfARectClipped(rect: Rect, expected: String) {
        var source = Canvas(size: Size(width: 5, height: 3))
        for (y, row) in ["XXXXX", "YYYYY", "ZZZZZ"].enumerated() {
            source.put(row, x: 0, y: y, style: .init(attributes: .bold))
        }
        var canvas = Canvas(size: Size(width: 5, height: 3))
        for (y, row) in ["aaaaa", "bbbbb", "ccccc"].enumerated() { canvas.put(row, x: 0, y: y) }
        canvas.copy(rect, from: source)
        #expect(canvas.text == expected)
        let copied = canvas.cells.filter { $0.style.attributes.contains(.bold) }.count
        #expect(copied == expected.filter(\.isUppercase).count, "styles come along")
    }

    @Test func copyFromACanvasOfAnotherSizeDoesNothing() {
        var canvas = Canvas(size: Size(width: 2, height: 1))
        canvas.put("ab", x: 0, y: 0)
        var other = Canvas(size: Size(width: 3, height: 1))
        other.put("XYZ", x: 0, y: 0)
        canvas.copy(Rect(x: 0, y: 0, width: 2, height: 1), from: other)
        #expect(canvas.text == "ab")
    }

    @Test func putKeepsTheStyle() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        let bold = Style(foreground: .red, attributes: .bold)
        canvas.put("ab", x: 1, y: 0, style: bold)
        #expect(canvas.cells == [.blank, Cell("a", style: bold), Cell("b", style: bold), .blank])
    }

    @Test func subscriptOutsideReadsNilAndWritesNothing() {
        var canvas = Canvas(size: Size(width: 2, height: 2))
        canvas[5, 5] = Cell("x")
        canvas[-1, 0] = Cell("x")
        #expect(canvas[5, 5] == nil)
        #expect(canvas[-1, 0] == nil)
        #expect(canvas == Canvas(size: Size(width: 2, height: 2)))
        canvas[1, 1] = Cell("x")
        #expect(canvas[1, 1] == Cell("x"))
        #expect(canvas.text == "\n x")
    }

    @Test func fillAndRestyleClip() {
        var canvas = Canvas(size: Size(width: 4, height: 3))
        canvas.fill(Rect(x: 2, y: 1, width: 10, height: 10), with: Cell("#"))
        #expect(canvas.text == "\n  ##\n  ##")
        canvas.restyle(Rect(x: -5, y: 2, width: 9, height: 1)) { $0.attributes.insert(.reverse) }
        #expect(canvas[3, 2] == Cell("#", style: Style(attributes: .reverse)))
        #expect(canvas[0, 2] == Cell(" ", style: Style(attributes: .reverse)))
        #expect(canvas[3, 1] == Cell("#"))
    }

    @Test func lineKeepsTrailingSpacesButTextDropsThem() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.put("a", x: 0, y: 0)
        #expect(canvas.line(0) == "a   ")
        #expect(canvas.line(1) == "")
        #expect(canvas.text == "a")
    }

    /// Every scalar up to U+2FFF, alone, after a letter, before a letter and doubled, must take the columns its
    /// characters take: the fast paths that skip grapheme breaking (`put`, `columnCount`) must agree with
    /// `Character` exactly, a wide character taking its cell and a continuation.
    @Test func putSplitsTextIntoCharactersExactlyAsSwiftDoes() {
        var mismatches: [String] = []
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a\(scalar)b\(scalar)\(scalar)"
            var canvas = Canvas(size: Size(width: 8, height: 1))
            canvas.put(text, x: 0, y: 0)
            let cells = Array(text).flatMap { character in
                Cell(character).isWide ? [Cell(character), .continuation()] : [Cell(character)]
            }
            // NB: a wide character that would end past the edge leaves a space instead.
            var expected = Array((cells + Array(repeating: .blank, count: 8)).prefix(8))
            if expected[7].isWide { expected[7] = .blank }
            if canvas.cells != expected || text.columnCount != cells.count {
                mismatches.append(String(value, radix: 16))
            }
        }
        #expect(mismatches == [])
    }

    @Test(
        arguments: [
            // (text, characters the canvas must hold)
            ("e\u{301}x", ["e\u{301}", "x"]),
            ("\r\nx", ["\r\n", "x"]),
            // NB: a flag and a family are wide: their continuation reads as a space. The family's 25 bytes do not
            // fit a cell in place; it is kept whole all the same.
            ("🇫🇷x", ["🇫🇷", " ", "x"]),
            ("a\u{0}b", ["a", "?", "b"]),
            ("👩‍👩‍👧‍👦x", ["👩‍👩‍👧‍👦", " ", "x"]),
        ] as [(String, [Character])])
    func cellsKeepWholeCharacters(text: String, characters: [Character]) {
        var canvas = Canvas(size: Size(width: characters.count, height: 1))
        canvas.put(text, x: 0, y: 0)
        #expect(canvas.cells.map(\.character) == characters)
    }

    @Test func styleKeepsEveryColourAndAttribute() {
        let colors: [Color] = [.terminalDefault, .black, .palette(255), .palette(16)]
        for foreground in colors {
            for background in colors {
                for raw in [0, 1, 5, 15] as [UInt8] {
                    let attributes = TextAttributes(rawValue: raw)
                    var style = Style(foreground: foreground, background: background, attributes: attributes)
                    #expect(style.foreground == foreground)
                    #expect(style.background == background)
                    #expect(style.attributes == attributes)
                    style.background = .red
                    style.attributes.insert(.underline)
                    #expect(style.foreground == foreground)
                    #expect(style.background == .red)
                    #expect(style.attributes == attributes.union(.underline))
                }
            }
        }
    }
}
