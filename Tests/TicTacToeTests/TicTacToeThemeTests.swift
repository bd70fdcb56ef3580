import ClientCore
import Foundation
import GameCore
import TermCore
import TerminalUI
import Testing
import TicTacToePlay

/// The board's own theme roles: the shipped theme files name each by its key, `default.json` as the built-in
/// standard theme draws it, and the players' panel draws each name in its mark's colour.
struct TicTacToeThemeTests {
    static func file(_ name: String) throws -> String {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/themes").standardizedFileURL
        return try String(contentsOf: themes.appendingPathComponent(name), encoding: .utf8)
    }

    /// The role whose key is "tic-tac-toe." and `name`.
    static func role(_ name: String) throws -> GameThemeRole {
        try #require(TicTacToePlay.themeRoles.first { $0.key == "tic-tac-toe.\(name)" })
    }

    @Test(arguments: [16, 256])
    func theDefaultFileDrawsTheBoardAsTheBuiltInTheme(colorCount: Int) throws {
        let parsed = try Theme(json: Self.file("default.json"), colorCount: colorCount)
        #expect(!TicTacToePlay.themeRoles.isEmpty)
        for role in TicTacToePlay.themeRoles {
            #expect(parsed[role] == Theme.standard[role], "\(role.key)")
        }
    }

    @Test(arguments: ["default.json", "high-contrast.json"])
    func everyShippedThemeNamesEveryRoleOfTheBoard(file: String) throws {
        let parsed = try Theme(json: Self.file(file), colorCount: 256)
        let named = parsed.gameRoleKeys.filter { $0.hasPrefix("tic-tac-toe.") }
        #expect(named == Set(TicTacToePlay.themeRoles.map(\.key)), "\(file)")
    }

    @Test func theKeysAreTheGamesAndDistinct() {
        let keys = TicTacToePlay.themeRoles.map(\.key)
        #expect(keys.allSatisfy { $0.hasPrefix("tic-tac-toe.") })
        #expect(Set(keys).count == keys.count)
    }

    /// The board draws as it did while its roles were the room's: the marks, digits and winning line keep their
    /// styles in the built-in theme and without colour.
    @Test func theBuiltInAndMonoStylesAreTheBoardsOwn() throws {
        #expect(try Theme.standard[Self.role("markX")] == Style(foreground: .palette(9), attributes: .bold))
        #expect(try Theme.standard[Self.role("markO")] == Style(foreground: .palette(12), attributes: .bold))
        #expect(try Theme.standard[Self.role("squareDigit")] == Style(attributes: .dim))
        #expect(try Theme.standard[Self.role("winningSquare")] == Style(foreground: .black, background: .green))
        #expect(
            try Theme.standard[Self.role("winningMark")]
                == Style(foreground: .black, background: .green, attributes: [.bold, .underline]))
        #expect(try Theme.standard[Self.role("lastMove")] == Style(foreground: .yellow, attributes: .bold))
        #expect(try Theme.mono[Self.role("winningSquare")] == Style(attributes: .reverse))
        #expect(try Theme.mono[Self.role("winningMark")] == Style(attributes: [.reverse, .bold, .underline]))
    }

    @Test func highContrastUses256ColoursOnlyWhenThereAreThatMany() throws {
        let json = try Self.file("high-contrast.json")
        let wide = try Theme(json: json, colorCount: 256)
        let basic = try Theme(json: json, colorCount: 16)
        let (markX, winningSquare) = try (Self.role("markX"), Self.role("winningSquare"))
        #expect(wide[markX] == Style(foreground: .palette(196), attributes: .bold))
        #expect(basic[markX] == Style(foreground: .palette(9), attributes: .bold))
        #expect(wide[winningSquare] == Style(foreground: .black, background: .palette(46)))
        #expect(basic[winningSquare] == Style(foreground: .black, background: .palette(10)))
        for role in TicTacToePlay.themeRoles {
            #expect(!basic[role].foreground.needs256Colors && !basic[role].background.needs256Colors, "\(role.key)")
        }
    }

    /// A theme file written while the board's roles were the room's names them without the game: refused as any
    /// unknown role is, until renamed.
    @Test func aFileNamingARoleWithoutTheGameIsRefused() {
        let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(throws: ThemeError(line: 1, message: "unknown role \"markX\"; roles are \(known)")) {
            try Theme(json: #"{"roles": {"markX": {"fg": "green"}}}"#, colorCount: 16)
        }
    }

    /// Told the games' roles, the refusal lists them and suggests the game's role the old name meant.
    @Test func aRoleWithoutTheGameIsRefusedSuggestingTheGamesRole() {
        let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        let roles = Set(TicTacToePlay.themeRoles.map(\.key))
        let games = roles.sorted().joined(separator: ", ")
        let message =
            "unknown role \"markX\" (did you mean tic-tac-toe.markX?); roles are \(known); games' roles are \(games)"
        #expect(throws: ThemeError(line: 2, message: message)) {
            try Theme(json: "{\"roles\": {\n\"markX\": {\"fg\": \"green\"}}}", colorCount: 16, gameRoles: roles)
        }
    }

    /// Online, each player's name beside the board takes their mark's colour: the built-in theme's, or a file's.
    @Test func thePlayersPanelDrawsEachNameInItsMarksColour() throws {
        let file = try Theme(json: #"{"roles": {"tic-tac-toe.markX": {"fg": "green"}}}"#, colorCount: 16)
        let expected: [(Theme, Style, Style)] = [
            (
                .standard, Style(foreground: .palette(9), attributes: .bold),
                Style(foreground: .palette(12), attributes: .bold)
            ),
            (file, Style(foreground: .green), Style(attributes: .bold)),
        ]
        for (theme, x, o) in expected {
            let canvas = OnlineView.render(
                OnlineFixtures.yourMove, server: OnlineFixtures.server, digits: .keypad,
                size: Size(width: 80, height: 24), options: RenderOptions(theme: theme, glyphs: .ascii))
            #expect(Self.style(of: "X Ann", in: canvas) == x)
            #expect(Self.style(of: "O Bob", in: canvas) == o)
            #expect(TicTacToePlay.style(of: Seat(0), in: theme) == x)
        }
    }

    /// The style of the first cell of `text` where it is drawn on `canvas` (one column a character).
    static func style(of text: String, in canvas: Canvas) -> Style? {
        let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let wanted = Array(text)
        for (y, row) in rows.enumerated() {
            for x in row.indices where row[x...].starts(with: wanted) { return canvas[x, y]?.style }
        }
        Issue.record("\(text) is not on the screen")
        return nil
    }
}
