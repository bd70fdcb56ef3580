import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// The screens as text at 80x24 and at the minimum size, in Unicode and ASCII, compared with the files in
/// `__Snapshots__`: the menu, and a table of the tests' press race (each game's tests snapshot its own table).
struct AppViewSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var state: AppState
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "menu", state: Fixtures.mainMenu),
        Scenario(name: "computer-menu", state: Fixtures.computerMenu),
        Scenario(name: "race-open", state: Fixtures.raceOpen),
        Scenario(name: "race-notice", state: Fixtures.raceWithNotice),
        Scenario(name: "race-won", state: Fixtures.raceWon),
        Scenario(name: "race-help", state: Fixtures.helpOverRace),
        Scenario(name: "help-menu", state: Fixtures.after([.helpToggled], from: Fixtures.mainMenu)),
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
        let state = Fixtures.after([Fixtures.go], from: Fixtures.race(players, seed: 1))
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = AppView.render(state, size: size, options: RenderOptions())
            Snapshot.expect(canvas.text, named: "race-wide-names-\(size)")
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

    @Test(arguments: [Size(width: 25, height: 10), Size(width: 12, height: 6)], [GlyphSet.unicode, .ascii])
    func tooSmall(size: Size, glyphs: GlyphSet) {
        let canvas = AppView.render(Fixtures.raceOpen, size: size, options: RenderOptions(glyphs: glyphs))
        Snapshot.expect(canvas.text, named: "too-small-\(size)-\(glyphs)")
    }
}
