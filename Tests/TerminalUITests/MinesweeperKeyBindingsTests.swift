import ClientCore
import TermCore
import TerminalUI
import Testing

/// The Minesweeper key table is consistent, and its help is written from it.
struct MinesweeperKeyBindingsTests {
    @Test func noKeyIsBoundTwice() {
        var seen: [Key: Int] = [:]
        for binding in MinesweeperKeyBindings.all {
            for key in binding.commands.keys { seen[key, default: 0] += 1 }
        }
        #expect(seen.filter { $0.value > 1 }.isEmpty)
    }

    @Test func everyCommandOfTheBoardHasAKey() {
        let commands = Set(MinesweeperKeyBindings.all.flatMap(\.commands.values))
        let expected: Set<KeyCommand> = Set(Direction.allCases.map(KeyCommand.move))
            .union([.confirm, .flag, .chord, .nextPlayer, .nextRound, .toggleHelp, .escape, .quit])
        #expect(commands == expected)
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func helpListsEveryRow(glyphs: GlyphSet) {
        let options = RenderOptions(glyphs: glyphs)
        let size = Size(width: 80, height: 24)
        var canvas = MinesweeperSceneView.render(MinesweeperFixtures.midGame, size: size, options: options)
        MinesweeperSceneView.drawHelp(over: &canvas, options: options)
        for binding in MinesweeperKeyBindings.all {
            #expect(canvas.text.contains("\(binding.label.text(for: glyphs))  "), "\(binding.label)")
            #expect(canvas.text.contains(binding.summary), "\(binding.summary)")
        }
        #expect(canvas.text.contains("Left click reveals, right click flags"))
    }

    @Test func helpLeavesOutClicksWithoutAMouse() {
        let options = RenderOptions(mouseEnabled: false)
        let size = Size(width: 80, height: 24)
        var canvas = MinesweeperSceneView.render(MinesweeperFixtures.midGame, size: size, options: options)
        MinesweeperSceneView.drawHelp(over: &canvas, options: options)
        #expect(!canvas.text.contains("Click"))
        #expect(canvas.text.contains("Esc or ? closes"))
    }

    @Test func narrowHelpStillNamesEveryRow() {
        var canvas = MinesweeperSceneView.render(
            MinesweeperFixtures.midGame, size: Layout.minimumSize, options: RenderOptions())
        MinesweeperSceneView.drawHelp(over: &canvas, options: RenderOptions())
        for binding in MinesweeperKeyBindings.all {
            #expect(canvas.text.contains(binding.hintLabel.unicode), "\(binding.hintLabel)")
            #expect(canvas.text.contains(binding.brief), "\(binding.brief)")
        }
    }
}
