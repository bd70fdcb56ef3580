import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Every screen at every size from tiny to huge: only one-column characters, ASCII only in ASCII mode, the bars
/// always there above the minimum, and only the message below it (`RenderSweep`). The menu, and a table of the
/// tests' press race; each game's tests sweep its own screens.
struct RenderSweepTests {
    static let states = [
        Fixtures.mainMenu, Fixtures.computerMenu, Fixtures.race(), Fixtures.raceOpen, Fixtures.raceWithNotice,
        Fixtures.raceWon, Fixtures.after([.helpToggled], from: Fixtures.mainMenu),
    ]

    @Test(arguments: [GlyphSet.unicode, .ascii], [Theme.standard, .mono])
    func everySize(glyphs: GlyphSet, theme: Theme) {
        let options = RenderOptions(theme: theme, glyphs: glyphs)
        for size in RenderSweep.sizes {
            for state in Self.states {
                let canvas = AppView.render(state, size: size, options: options)
                #expect(RenderSweep.problems(in: canvas, size: size, glyphs: glyphs) == [])
            }
        }
    }

    /// The help over a table, swept as every screen: at a height of 14 the help of a game with many keys (the race's
    /// nine) once dropped the game's rows and covered both bars (a game's rows, bound by the game rather than the
    /// room's key table, were taken for the rows that open and close the help).
    @Test(arguments: [GlyphSet.unicode, .ascii], [Theme.standard, .mono])
    func theHelpOverATableAtEverySize(glyphs: GlyphSet, theme: Theme) {
        let options = RenderOptions(theme: theme, glyphs: glyphs)
        for size in RenderSweep.sizes {
            let canvas = AppView.render(Fixtures.helpOverRace, size: size, options: options)
            #expect(RenderSweep.problems(in: canvas, size: size, glyphs: glyphs) == [], "at \(size)")
        }
    }

    /// Every menu page at every size from the minimum up: each entry's number between the bars, and the frame
    /// whole or not there (a low terminal drops it rather than cutting its bottom off).
    @Test(arguments: [
        Fixtures.mainMenu, Fixtures.computerMenu,
        // NB: the seventh entry opens the second game's page of setups (the executable's and the tests' menus).
        Fixtures.after([.menuItemChosen(Fixtures.mainMenu.menu!.items[6])], from: Fixtures.mainMenu),
        MenuFixtures.menuWithNotice,
    ])
    func everyMenuEntryAndAWholeFrameOrNone(state: AppState) throws {
        let menu = try #require(state.menu)
        for size in RenderSweep.sizes where size.fits(Layout.minimumSize) {
            let canvas = AppView.render(state, size: size, options: RenderOptions())
            let between = (1..<(size.height - 1)).map(canvas.line)
            for index in menu.items.indices {
                #expect(between.contains { $0.contains(" \(index + 1)  ") }, "entry \(index + 1) at \(size)")
            }
            let corners = ["╭", "╮", "╰", "╯"].map { corner in canvas.text.filter { String($0) == corner }.count }
            #expect(Set(corners).count == 1, "frame corners \(corners) at \(size)")
        }
    }

    @Test func hostileNamesAreMadeSafeAndShort() {
        let players = ["Ann\u{1B}[31m\u{7}", "日本👩‍👩‍👧 Bartholomew-Featherstonehaugh"]
        let state = Fixtures.after([Fixtures.go], from: Fixtures.race(players, seed: 1))
        let canvas = AppView.render(state, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(
            canvas.line(0)
                == " Hot-seat · Everyone's move          Ann?[31m? 0 · 日本👩‍👩‍👧 Bartholo… 0 · Draws 0 ")
    }
}
