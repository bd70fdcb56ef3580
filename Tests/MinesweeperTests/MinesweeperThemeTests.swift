import Foundation
import MinesweeperPlay
import TermCore
import TerminalUI
import Testing

/// The board's own theme roles: the shipped theme files name each by its key, `default.json` as the built-in
/// standard theme draws it.
struct MinesweeperThemeTests {
    static func file(_ name: String) throws -> String {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/themes").standardizedFileURL
        return try String(contentsOf: themes.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: [16, 256])
    func theDefaultFileDrawsTheBoardAsTheBuiltInTheme(colorCount: Int) throws {
        let parsed = try Theme(json: Self.file("default.json"), colorCount: colorCount)
        #expect(!MinesweeperPlay.themeRoles.isEmpty)
        for role in MinesweeperPlay.themeRoles {
            #expect(parsed[role] == Theme.standard[role], "\(role.key)")
        }
    }

    @Test(arguments: ["default.json", "high-contrast.json"])
    func everyShippedThemeNamesEveryRoleOfTheBoard(file: String) throws {
        let parsed = try Theme(json: Self.file(file), colorCount: 256)
        let named = parsed.gameRoleKeys.filter { $0.hasPrefix("minesweeper.") }
        #expect(named == Set(MinesweeperPlay.themeRoles.map(\.key)), "\(file)")
    }

    @Test func theKeysAreTheGamesAndDistinct() {
        let keys = MinesweeperPlay.themeRoles.map(\.key)
        #expect(keys.allSatisfy { $0.hasPrefix("minesweeper.") })
        #expect(Set(keys).count == keys.count)
    }
}
