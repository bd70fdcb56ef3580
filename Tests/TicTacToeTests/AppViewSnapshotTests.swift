import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Tic-tac-toe's screens at one keyboard as text at 80x24 and at the minimum size, in Unicode and ASCII, compared
/// with the files in `__Snapshots__`.
struct AppViewSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var state: AppState
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "mid-game", state: Fixtures.midGameWithNotice),
        Scenario(name: "x-wins", state: Fixtures.xWins),
        Scenario(name: "draw", state: Fixtures.drawn),
        Scenario(name: "help", state: Fixtures.helpOverGame),
        Scenario(name: "vs-computer", state: Fixtures.vsComputer),
    ]

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = AppView.render(scenario.state, size: size, options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    /// Names in wide characters (CJK, emoji) keep two columns a character, cut whole where they are too long, and a
    /// name with combining marks keeps them.
    @Test func wideNames() {
        let players = ["山田太郎 🐱", "Zoe\u{308} 😀😀😀😀😀😀😀😀"]
        let state = Fixtures.after(Fixtures.squares("b2", "a1"), from: Fixtures.ticTacToe(players, seed: 1))
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = AppView.render(state, size: size, options: RenderOptions())
            Snapshot.expect(canvas.text, named: "wide-names-\(size)")
            for y in 0..<canvas.size.height {
                let row = canvas.cells[y * size.width..<(y + 1) * size.width]
                let columns = row.filter { !$0.isContinuation }.reduce(0) { $0 + ($1.isWide ? 2 : 1) }
                #expect(columns == size.width, "row \(y) at \(size) takes \(columns) columns")
                #expect(
                    zip(row, row.dropFirst()).allSatisfy { $1.isContinuation == $0.isWide },
                    "row \(y) at \(size): every wide character is followed by its continuation, and only it")
            }
        }
    }
}
