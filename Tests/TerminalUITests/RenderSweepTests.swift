import ClientCore
import TermCore
import TerminalUI
import Testing

/// Every screen at every size from tiny to huge: only one-column characters, ASCII only in ASCII mode, the bars
/// always there above the minimum, and only the message below it.
struct RenderSweepTests {
    static let unicodeExtras = Set("─│╭╮╰╯┬┴├┤┼←↓↑→·…▸•█▀▄")
    static let states = [
        Fixtures.mainMenu, Fixtures.computerMenu, Fixtures.midGame, Fixtures.midGameWithNotice, Fixtures.xWins,
        Fixtures.drawn, Fixtures.helpOverGame, Fixtures.vsComputer,
        Fixtures.after([.helpToggled], from: Fixtures.mainMenu),
    ]
    static let sizes: [Size] =
        [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 200, height: 60)]
        + stride(from: 10, through: 90, by: 4).flatMap { width in
            stride(from: 5, through: 30, by: 3).map { Size(width: width, height: $0) }
        }

    @Test(arguments: [GlyphSet.unicode, .ascii], [Theme.standard, .mono])
    func everySize(glyphs: GlyphSet, theme: Theme) {
        let options = RenderOptions(theme: theme, glyphs: glyphs)
        for size in Self.sizes {
            for state in Self.states {
                let canvas = AppView.render(state, size: size, options: options)
                #expect(canvas.size == size)
                let strange = canvas.cells.map(\.character).filter { character in
                    let ascii =
                        character.isASCII && (character == " " || !character.isWhitespace)
                        && character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } == true
                    return !(ascii || glyphs == .unicode && Self.unicodeExtras.contains(character))
                }
                #expect(strange.isEmpty, "\(size): \(strange)")
                if size.fits(Layout.minimumSize) {
                    #expect(!canvas.line(0).allSatisfy { $0 == " " }, "status bar at \(size)")
                    #expect(!canvas.line(size.height - 1).allSatisfy { $0 == " " }, "hints at \(size)")
                } else if size.width >= 10, size.height >= 8 {
                    let words = canvas.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
                    let message = "Terminal too small: \(size), need \(Layout.minimumSize)"
                    #expect(words == message, "\(size)")
                }
            }
        }
    }

    /// Every menu page at every size from the minimum up: each entry's number between the bars, and the frame
    /// whole or not there (a low terminal drops it rather than cutting its bottom off).
    @Test(arguments: [
        Fixtures.mainMenu, Fixtures.computerMenu,
        Fixtures.after([.menuItemChosen(.playMinesweeper)], from: Fixtures.mainMenu),
        MenuFixtures.menuWithNotice,
    ])
    func everyMenuEntryAndAWholeFrameOrNone(state: AppState) throws {
        let menu = try #require(state.menu)
        for size in Self.sizes where size.fits(Layout.minimumSize) {
            let canvas = AppView.render(state, size: size, options: RenderOptions())
            let between = (1..<(size.height - 1)).map(canvas.line)
            for index in menu.items.indices {
                #expect(between.contains { $0.contains(" \(index + 1)  ") }, "entry \(index + 1) at \(size)")
            }
            let corners = ["╭", "╮", "╰", "╯"].map { corner in canvas.text.filter { String($0) == corner }.count }
            #expect(Set(corners).count == 1, "frame corners \(corners) at \(size)")
        }
    }

    @Test func playersNamedByTheirMarkAreNotNamedTwice() {
        let state = Fixtures.after(
            Fixtures.squares("a1", "a2", "b1", "b2", "c1"),
            from: Fixtures.ticTacToe(["X", "O"], seed: 1))
        let canvas = AppView.render(state, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(
            canvas.line(0) == " Hot-seat · Round 1 · X wins!" + String(repeating: " ", count: 31)
                + "X 1 · O 0 · Draws 0 ")
    }

    @Test func hostileNamesAreMadeSafeAndShort() {
        let players = ["Ann\u{1B}[31m\u{7}", "日本👩‍👩‍👧 Bartholomew-Featherstonehaugh"]
        let state = Fixtures.ticTacToe(players, seed: 1)
        let canvas = AppView.render(state, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(
            canvas.line(0)
                == " Hot-seat · Ann?[31m? (X) to move    Ann?[31m? 0 · 日本👩‍👩‍👧 Bartholo… 0 · Draws 0 "
        )
    }
}
