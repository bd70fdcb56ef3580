import ClientCore
import CustomDump
import Foundation
import TermCore
import TerminalUI
import TestGames
import Testing

/// Theme files: the shipped ones parse, `Theme.standard` is `default.json`, colour counts pick the right values,
/// and mistakes are named with their line.
struct ThemeTests {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/themes").standardizedFileURL

    static func file(_ name: String) throws -> String {
        try String(contentsOf: themes.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: [16, 256])
    func standardIsTheDefaultFile(colorCount: Int) throws {
        let parsed = try Theme(json: Self.file("default.json"), colorCount: colorCount)
        // NB: #expect rather than expectNoDifference, which records nothing in Swift Testing without
        // IssueReportingTestSupport; the diff goes into the message instead.
        // NB: the room's roles here; a game's own roles are compared in the game's tests.
        let differing = ThemeRole.allCases.filter { parsed[$0] != Theme.standard[$0] }
        let found = differing.map { "\($0): built-in \(Theme.standard[$0]), file \(parsed[$0])" }
        #expect(differing.isEmpty, "default.json differs from Theme.standard: \(found)")
    }

    /// A game's own role: a theme file names it by key; one left out takes its standard style in the built-in
    /// theme and its mono style in a file, fitted to the terminal's colours.
    @Test func aGamesRoleIsNamedByKeyAndDefaultsAsTheThemeSays() throws {
        let role = GameThemeRole(
            game: "race", name: "lamp", standard: Style(foreground: .palette(9)), mono: Style(attributes: .bold))
        #expect(Theme.standard[role] == Style(foreground: .palette(9)))
        #expect(Theme.standard.fitted(toColorCount: 8)[role] == Style(foreground: .red, attributes: .bold))
        #expect(Theme.mono[role] == Style(attributes: .bold))
        let file = try Theme(json: #"{"roles": {"race.lamp": {"fg": "green"}}}"#, colorCount: 16)
        #expect(file[role] == Style(foreground: .green))
        #expect(file.gameRoleKeys == ["race.lamp"])
        let leftOut = try Theme(json: #"{"roles": {}}"#, colorCount: 16)
        #expect(leftOut[role] == Style(attributes: .bold))
    }

    /// The games' own roles a shipped theme names are those the games declare, each of them: a game's tests check
    /// their styles, this that no key is misspelt or left out.
    @Test(arguments: ["default.json", "high-contrast.json"])
    func shippedThemesNameEveryGamesRolesAndNoOthers(file: String) throws {
        let parsed = try Theme(json: Self.file(file), colorCount: 256)
        let declared = TestGames.plays.plays.flatMap { ($0 as? any GameScreen.Type)?.themeRoles ?? [] }.map(\.key)
        #expect(Set(declared).count == declared.count)
        #expect(parsed.gameRoleKeys == Set(declared), "\(file)")
    }

    @Test func everyRoleKeepsItsOwnStyle() {
        var theme = Theme.mono
        for (number, role) in ThemeRole.allCases.enumerated() {
            theme[role] = Style(foreground: .palette(UInt8(number)))
        }
        let read = ThemeRole.allCases.map { theme[$0].foreground }
        #expect(read == ThemeRole.allCases.indices.map { .palette(UInt8($0)) })
    }

    @Test func defaultFileSetsEveryRole() throws {
        let json = try Self.file("default.json")
        for role in ThemeRole.allCases {
            #expect(json.contains("\"\(role.rawValue)\":"), "\(role)")
        }
    }

    @Test func highContrastUses256ColoursOnlyWhenThereAreThatMany() throws {
        let json = try Self.file("high-contrast.json")
        let wide = try Theme(json: json, colorCount: 256)
        let basic = try Theme(json: json, colorCount: 16)
        #expect(wide[.hintKey] == Style(foreground: .palette(226), attributes: .bold))
        #expect(basic[.hintKey] == Style(foreground: .palette(11), attributes: .bold))
        #expect(wide[.menuSelected] == Style(foreground: .black, background: .palette(226), attributes: .bold))
        #expect(basic[.menuSelected] == Style(foreground: .black, background: .palette(11), attributes: .bold))
        for role in ThemeRole.allCases {
            #expect(!basic[role].foreground.needs256Colors && !basic[role].background.needs256Colors, "\(role)")
        }
    }

    @Test func fewerColoursFallBack() throws {
        let json = #"{"roles": {"notice": {"fg": "bright-red", "bg": "bright-black", "attrs": ["underline"]}}}"#
        #expect(
            try Theme(json: json, colorCount: 8)[.notice]
                == Style(foreground: .red, background: .black, attributes: [.underline, .bold]))
        #expect(try Theme(json: json, colorCount: 2)[.notice] == Style(attributes: .underline))
    }

    @Test func leftOutRolesKeepTheirMonoStyle() throws {
        let theme = try Theme(json: #"{"roles": {"notice": {"fg": 1}}}"#, colorCount: 16)
        #expect(theme[.notice] == Style(foreground: .red))
        #expect(theme[.cursor] == Theme.mono[.cursor])
    }

    @Test func parsesNamesNumbersAndEscapes() throws {
        let json = """
            {"name": "caf\\u00e9 \\"x\\" \\ud83d\\ude00", "description": "tab\\there",
             "roles": {"notice": {"fg": "default", "bg": 4, "fg256": 208, "attrs": []}}}
            """
        #expect(try Theme(json: json, colorCount: 16)[.notice] == Style(background: .blue))
        #expect(try Theme(json: json, colorCount: 256)[.notice] == Style(foreground: .palette(208), background: .blue))
    }

    @Test(arguments: [
        ("", ThemeError(line: 1, column: 1, message: "unexpected end of file")),
        ("[]", ThemeError(line: 1, message: "a theme file must be an object with a \"roles\" member")),
        ("{}", ThemeError(line: 1, message: "a theme file needs a \"roles\" object")),
        ("{\"roles\": {}", ThemeError(line: 1, column: 13, message: "unexpected end of file: expected ',' or '}'")),
        ("{\"roles\": {},\n \"roles\": {}}", ThemeError(line: 2, column: 2, message: "\"roles\" appears twice")),
        ("{\"roles\": {}}  x", ThemeError(line: 1, column: 16, message: "unexpected text after the theme")),
        ("{\n\"roles\": {\n\"x\": 01}}", ThemeError(line: 3, column: 6, message: "\"01\" is not a number")),
        (
            "{\"roles\": tru}",
            ThemeError(
                line: 1, column: 11, message: "expected a value (an object, list, string, number, true, false or null)")
        ),
        ("{\"roles\" {}}", ThemeError(line: 1, column: 10, message: "expected ':'")),
        ("{\"a\\q\": 1}", ThemeError(line: 1, column: 4, message: "unknown escape '\\q'")),
        (
            "{\"roles\": {}, \"colours\": 1}",
            ThemeError(line: 1, message: "unknown key \"colours\"; a theme has \"name\", \"description\" and \"roles\"")
        ),
        ("{\"name\": 3, \"roles\": {}}", ThemeError(line: 1, message: "\"name\" must be a string, not a number")),
        ("{\"roles\": []}", ThemeError(line: 1, message: "\"roles\" must be an object, not a list")),
        (
            "{\"roles\": {\n\"cursr\": {}}}",
            ThemeError(
                line: 2,
                message: "unknown role \"cursr\"; roles are "
                    + ThemeRole.allCases.map(\.rawValue).joined(separator: ", "))
        ),
        (
            "{\"roles\": {\"cursor\": \"reverse\"}}",
            ThemeError(line: 1, message: "roles.cursor must be an object such as {\"fg\": \"red\"}")
        ),
        (
            "{\"roles\": {\"cursor\": {\"colour\": 1}}}",
            ThemeError(line: 1, message: "unknown key \"colour\" in roles.cursor; use fg, bg, fg256, bg256 and attrs")
        ),
        (
            "{\"roles\": {\"cursor\": {\"fg\": 16}}}",
            ThemeError(line: 1, message: "roles.cursor.fg: 16 is not a colour number 0-15")
        ),
        (
            "{\"roles\": {\"cursor\": {\"bg256\": 2.5}}}",
            ThemeError(line: 1, message: "roles.cursor.bg256: 2.5 is not a colour number 0-255")
        ),
        (
            "{\"roles\": {\"cursor\": {\"fg\": true}}}",
            ThemeError(line: 1, message: "roles.cursor.fg must be a colour name or a number 0-15, not true or false")
        ),
        (
            "{\"roles\": {\"cursor\": {\"attrs\": \"bold\"}}}",
            ThemeError(line: 1, message: "roles.cursor.attrs must be a list such as [\"bold\", \"reverse\"]")
        ),
        (
            "{\"roles\": {\"cursor\": {\"attrs\": [\"blink\"]}}}",
            ThemeError(
                line: 1,
                message: "roles.cursor.attrs: unknown attribute \"blink\"; use bold, dim, reverse and underline")
        ),
    ])
    func mistakesAreNamed(json: String, error: ThemeError) {
        #expect(throws: error) { try Theme(json: json, colorCount: 16) }
    }

    /// Told the games' roles, a game's role none of them has is refused with its line, as every other mistake.
    @Test func anUnknownGamesRoleIsRefusedWithItsLine() {
        let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        let message = "unknown role \"race.lmp\"; roles are \(known); games' roles are race.lamp"
        #expect(throws: ThemeError(line: 3, message: message)) {
            try Theme(
                json: "{\"roles\": {\n\"notice\": {},\n\"race.lmp\": {}}}", colorCount: 16, gameRoles: ["race.lamp"])
        }
        #expect(throws: Never.self) {
            try Theme(json: #"{"roles": {"race.lamp": {"fg": "green"}}}"#, colorCount: 16, gameRoles: ["race.lamp"])
        }
    }

    @Test func unknownColourListsTheNames() {
        #expect {
            try Theme(json: #"{"roles": {"cursor": {"fg": "purpel"}}}"#, colorCount: 16)
        } throws: { error in
            let description = String(describing: error)
            return description.hasPrefix("line 1: roles.cursor.fg: unknown colour \"purpel\"; use default, black, red")
                && description.hasSuffix("bright-white or a number 0-15")
        }
    }

    @Test func errorsDescribeTheirPlace() {
        #expect(ThemeError(line: 3, column: 7, message: "expected ':'").description == "line 3, column 7: expected ':'")
        #expect(ThemeError(line: 3, message: "unknown role").description == "line 3: unknown role")
        #expect(ThemeError(message: "bad").description == "bad")
    }

    @Test(arguments: [
        (Color.terminalDefault, Color.terminalDefault), (.palette(9), .palette(9)), (.palette(196), .palette(9)),
        (.palette(46), .palette(10)), (.palette(21), .palette(12)), (.palette(208), .palette(11)),
        (.palette(16), .palette(0)), (.palette(231), .palette(15)), (.palette(232), .palette(0)),
        (.palette(244), .palette(8)), (.palette(250), .palette(7)), (.palette(255), .palette(15)),
        (.palette(88), .palette(1)), (.palette(203), .palette(9)),
    ])
    func fittingTo16ColoursPicksTheNearestBasicColour(color: Color, expected: Color) {
        let theme = Theme(styles: [.notice: Style(foreground: color)]).fitted(toColorCount: 16)
        #expect(theme[.notice].foreground == expected)
    }
}
