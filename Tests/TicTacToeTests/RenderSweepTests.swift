import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Tic-tac-toe's screens at every size from tiny to huge, as every screen (`RenderSweep`), and its status bar
/// with names made safe.
struct RenderSweepTests {
    static let states = [
        Fixtures.midGame, Fixtures.midGameWithNotice, Fixtures.xWins, Fixtures.drawn, Fixtures.helpOverGame,
        Fixtures.vsComputer,
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

    @Test func playersNamedByTheirMarkAreNotNamedTwice() {
        let state = Fixtures.after(
            Fixtures.squares("a1", "a2", "b1", "b2", "c1"),
            from: Fixtures.ticTacToe(["X", "O"], seed: 1))
        let canvas = AppView.render(state, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(
            canvas.line(0) == " Tic-tac-toe · Hot-seat · Round 1 · X wins!" + String(repeating: " ", count: 17)
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
