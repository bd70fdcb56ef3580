import ClientCore
import TermCore
import TerminalUI
import Testing

/// Tic-tac-toe's help at one keyboard is written from the table's key rows and speaks of its board.
struct HelpTests {
    @Test(arguments: [GlyphSet.unicode, .ascii])
    func helpListsEveryRow(glyphs: GlyphSet) {
        let canvas = AppView.render(
            Fixtures.helpOverGame, size: Size(width: 80, height: 24), options: RenderOptions(glyphs: glyphs))
        for binding in KeyBindings.all {
            #expect(canvas.text.contains("\(binding.label.text(for: glyphs))  "), "\(binding.label)")
        }
        #expect(canvas.text.contains("Esc or ? closes"))
        #expect(canvas.text.contains("Click"))
    }

    /// Help belongs to the screen it is opened from: the board's speaks of squares and marks, the menu's of
    /// entries, the games and online play, and neither of the other's keys.
    @Test func helpSpeaksOfItsOwnScreen() {
        let size = Size(width: 80, height: 24)
        let game = AppView.render(Fixtures.helpOverGame, size: size, options: RenderOptions()).text
        let menu = AppView.render(
            Fixtures.after([.helpToggled], from: Fixtures.mainMenu), size: size, options: RenderOptions()
        ).text
        for words in ["Mark that square", "Next round, once this one is over", "Get three in a row"] {
            #expect(game.contains(words), "\(words)")
            #expect(!menu.contains(words), "\(words)")
        }
        for words in ["Choose that entry", "Online", "quick match", "Move the selection"] {
            #expect(menu.contains(words), "\(words)")
            #expect(!game.contains(words), "\(words)")
        }
        #expect(!game.contains("entry"))
    }

    /// The menu's help names the digits the page it is opened on has: a digit past its last entry does nothing.
    @Test func theMenusHelpNamesThePagesDigits() throws {
        let size = Size(width: 80, height: 24)
        let main = try #require(Fixtures.mainMenu.menu)
        let pages: [(AppState, count: Int)] = [
            (Fixtures.mainMenu, main.items.count),
            (Fixtures.after([.menuItemChosen(main.items[1])], from: Fixtures.mainMenu), 5),
            (Fixtures.after([.menuItemChosen(main.items[6])], from: Fixtures.mainMenu), 4),
        ]
        for (page, count) in pages {
            #expect(page.menu?.items.count == count)
            let help = AppView.render(
                Fixtures.after([.helpToggled], from: page), size: size, options: RenderOptions()
            ).text
            #expect(help.contains("1-\(count)  "), "\(help)")
            if count < 9 { #expect(!help.contains("1-9"), "\(help)") }
        }
    }

    @Test func helpLeavesOutClicksWithoutAMouse() {
        let options = RenderOptions(mouseEnabled: false)
        let canvas = AppView.render(Fixtures.helpOverGame, size: Size(width: 80, height: 24), options: options)
        #expect(!canvas.text.contains("Click"))
    }

    @Test func narrowHelpStillNamesEveryRow() {
        let canvas = AppView.render(Fixtures.helpOverGame, size: Layout.minimumSize, options: RenderOptions())
        for binding in KeyBindings.all {
            #expect(canvas.text.contains(binding.hintLabel.unicode), "\(binding.hintLabel)")
        }
        #expect(canvas.text.contains("Esc or ? closes"))
    }
}
