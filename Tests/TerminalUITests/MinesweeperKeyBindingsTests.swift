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
            .union([.confirm, .flag, .chord, .nextPlayer, .nextRound, .copyJoinCommand, .menu, .toggleHelp])
            .union([.escape, .quit])
        #expect(commands == expected)
    }

    /// Which keys act where: Tab only with several players at one terminal, `y` only online, `m` only locally, and
    /// a spectator's keys only help, close, copy and quit.
    @Test(arguments: [
        (
            MinesweeperKeyBindings.Context.solo,
            ["←↓↑→ hjkl", "Space Enter", "f", "c", "n", "m", "? F1", "Esc", "q Ctrl-C"]
        ),
        (.hotSeat, ["←↓↑→ hjkl", "Space Enter", "f", "c", "Tab", "n", "m", "? F1", "Esc", "q Ctrl-C"]),
        (.online, ["←↓↑→ hjkl", "Space Enter", "f", "c", "n", "y", "? F1", "Esc", "q Ctrl-C"]),
        (.watching, ["y", "? F1", "Esc", "q Ctrl-C"]),
    ])
    func rowsOfEachContext(context: MinesweeperKeyBindings.Context, labels: [String]) {
        #expect(MinesweeperKeyBindings.bindings(in: context).map(\.label.unicode) == labels)
    }

    /// A key means something in a context exactly when its row is listed there, so the help and the keys agree.
    @Test(arguments: MinesweeperKeyBindings.Context.allCases)
    func keysActExactlyWhereTheirRowIsListed(context: MinesweeperKeyBindings.Context) {
        let listed = MinesweeperKeyBindings.bindings(in: context)
        for binding in MinesweeperKeyBindings.all {
            for (key, command) in binding.commands {
                let expected = listed.contains(binding) ? command : nil
                #expect(MinesweeperKeyBindings.command(for: key, in: context) == expected, "\(key) in \(context)")
            }
        }
    }

    @Test(arguments: [GlyphSet.unicode, .ascii], MinesweeperKeyBindings.Context.allCases)
    func helpListsTheRowsOfItsContextAndNoOther(glyphs: GlyphSet, context: MinesweeperKeyBindings.Context) {
        let options = RenderOptions(glyphs: glyphs)
        let size = Size(width: 80, height: 24)
        var canvas = MinesweeperSceneView.render(MinesweeperFixtures.midGame, size: size, options: options)
        MinesweeperSceneView.drawHelp(over: &canvas, context: context, options: options)
        let listed = MinesweeperKeyBindings.bindings(in: context)
        for binding in MinesweeperKeyBindings.all {
            #expect(canvas.text.contains(binding.summary) == listed.contains(binding), "\(binding.summary)")
        }
        #expect(canvas.text.contains("Left click reveals, right click flags") == (context != .watching))
    }

    @Test func helpLeavesOutClicksWithoutAMouse() {
        let options = RenderOptions(mouseEnabled: false)
        let size = Size(width: 80, height: 24)
        var canvas = MinesweeperSceneView.render(MinesweeperFixtures.midGame, size: size, options: options)
        MinesweeperSceneView.drawHelp(over: &canvas, context: .solo, options: options)
        #expect(!canvas.text.contains("Click"))
        #expect(canvas.text.contains("Esc or ? closes"))
    }

    @Test(arguments: MinesweeperKeyBindings.Context.allCases)
    func narrowHelpStillNamesEveryRow(context: MinesweeperKeyBindings.Context) {
        var canvas = MinesweeperSceneView.render(
            MinesweeperFixtures.midGame, size: Layout.minimumSize, options: RenderOptions())
        MinesweeperSceneView.drawHelp(over: &canvas, context: context, options: RenderOptions())
        #expect(canvas.text.contains("Esc or ? closes"))
        // NB: when the screen is too low for every row, the closing line stands in for the help's own keys.
        let closers: Set<KeyCommand> = [.toggleHelp, .escape]
        for binding in MinesweeperKeyBindings.bindings(in: context)
        where !binding.commands.values.allSatisfy(closers.contains) {
            #expect(canvas.text.contains(binding.hintLabel.unicode), "\(binding.hintLabel)")
            #expect(canvas.text.contains(binding.brief), "\(binding.brief)")
        }
    }
}
