import ClientCore
import Foundation
import TermCore
import TerminalUI
import TestGames
import Testing

/// The game-ID page and the menu's notice, as text at 80x24 and at the minimum size, in Unicode and ASCII; and
/// the page at every size from tiny to huge.
struct MenuOnlineSnapshotTests {
    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        var state: AppState
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "join-id-empty", state: MenuFixtures.joinEmpty),
        Scenario(name: "watch-id-typed", state: MenuFixtures.watchTyped),
        Scenario(name: "join-id-refused", state: MenuFixtures.joinRefused),
        Scenario(name: "menu-notice", state: MenuFixtures.menuWithNotice),
        Scenario(name: "menu-farewell", state: MenuFixtures.menuWithFarewell),
        Scenario(name: "help-join-id", state: MenuFixtures.helpOverJoin),
    ]

    @Test(arguments: scenarios, [GlyphSet.unicode, .ascii])
    func screens(_ scenario: Scenario, glyphs: GlyphSet) {
        for size in [Size(width: 80, height: 24), Layout.minimumSize] {
            let canvas = AppView.render(scenario.state, size: size, options: RenderOptions(glyphs: glyphs))
            Snapshot.expect(canvas.text, named: "\(scenario.name)-\(size)-\(glyphs)")
        }
    }

    @Test(arguments: ["standard", "mono"])
    func theFieldShowsWithoutColour(themeName: String) {
        let theme = themeName == "mono" ? Theme.mono : .standard
        let canvas = AppView.render(
            MenuFixtures.joinRefused, size: Size(width: 80, height: 24), options: RenderOptions(theme: theme))
        Snapshot.expect(Snapshot.styleMap(canvas), named: "style-join-id-refused-80x24-\(themeName)")
    }

    /// A wide character typed into the field by mistake shows whole, the cursor after it (the cursor drawn one
    /// column after its first half blanked it while it was the last one typed).
    @Test func wideCharactersTypedIntoTheFieldShowWholeBeforeTheCursor() {
        let state = Fixtures.after(MenuFixtures.typing("k7李🐙"), from: MenuFixtures.joinEmpty)
        let canvas = AppView.render(state, size: Size(width: 80, height: 24), options: RenderOptions())
        #expect(canvas.text.contains("k7李🐙_"), "\(canvas.text)")
    }

    static let sizes: [Size] =
        [Size(width: 200, height: 60)]
        + stride(from: 30, through: 90, by: 4).flatMap { width in
            stride(from: 12, through: 30, by: 3).map { Size(width: width, height: $0) }
        }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func everySizeKeepsTheFieldTheBarsAndTheReason(glyphs: GlyphSet) {
        for size in Self.sizes {
            for state in [MenuFixtures.joinRefused, MenuFixtures.watchTyped] {
                let canvas = AppView.render(state, size: size, options: RenderOptions(glyphs: glyphs))
                let text = canvas.text
                #expect(canvas.line(0).hasPrefix(" Parlor"), "status bar at \(size)")
                #expect(canvas.line(size.height - 1).hasPrefix(" Enter "), "hints at \(size)")
                #expect(text.contains(state.menu?.gameIDEntry?.text ?? "?"), "field at \(size)")
                if state.menu?.gameIDEntry?.problem != nil {
                    #expect(text.contains("Game ID \"abcdefgo\""), "reason at \(size)")
                }
                if glyphs == .ascii {
                    #expect(text.allSatisfy { $0.isASCII }, "ASCII only at \(size)")
                }
            }
        }
    }

    @Test(arguments: [GlyphSet.unicode, .ascii])
    func theFarewellShowsWholeWhereRowsAllowAndVisiblyCutWhereNot(glyphs: GlyphSet) throws {
        let farewell = try #require(MenuFixtures.menuWithFarewell.notice)
        let ellipsis = glyphs == .unicode ? "…" : "..."
        for size in Self.sizes {
            let canvas = AppView.render(
                MenuFixtures.menuWithFarewell, size: size, options: RenderOptions(glyphs: glyphs))
            let lines = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            // NB: the notice goes over the hint line only when the frame reaches it.
            let body = lines.last?.hasPrefix("You left") == true ? lines[...] : lines.dropLast()
            let shown = body.drop { !$0.hasPrefix("You left") }.prefix { !$0.isEmpty }.joined(separator: " ")
            let cut = shown.hasSuffix(ellipsis) && farewell.hasPrefix(String(shown.dropLast(ellipsis.count)))
            #expect(shown == farewell || cut && shown.count > 20, "farewell at \(size): \(shown)")
            if size.width >= 60 && size.height >= 18 { #expect(shown == farewell, "farewell at \(size)") }
        }
    }
}
