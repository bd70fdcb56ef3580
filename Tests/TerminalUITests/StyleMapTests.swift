import ClientCore
import TermCore
import TerminalUI
import TestGames
import Testing

/// Where the styles fall, in colour and in mono: the menu and a table of the tests' press race (each game's tests
/// map its own board's styles).
struct StyleMapTests {
    @Test(arguments: ["standard", "mono"])
    func styleMaps(themeName: String) {
        let theme = themeName == "mono" ? Theme.mono : .standard
        let scenes: [(String, AppState)] = [
            ("race-notice", Fixtures.raceWithNotice), ("race-won", Fixtures.raceWon), ("menu", Fixtures.computerMenu),
        ]
        for (name, state) in scenes {
            for size in [Size(width: 80, height: 24), Layout.minimumSize] {
                let canvas = AppView.render(state, size: size, options: RenderOptions(theme: theme))
                Snapshot.expect(Snapshot.styleMap(canvas), named: "style-\(name)-\(size)-\(themeName)")
            }
        }
    }

    @Test func monoThemeHasNoColours() {
        for role in ThemeRole.allCases {
            #expect(Theme.mono[role].foreground == .terminalDefault, "\(role)")
            #expect(Theme.mono[role].background == .terminalDefault, "\(role)")
        }
    }
}
