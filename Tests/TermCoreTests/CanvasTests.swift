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
}
