import TermCore

extension Theme {
    /// The colour names a theme file may use, by palette index.
    static let colorNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow",
        "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]

    /// The error for the unknown role `key` at `line`: the room's roles, the games' (`gameRoles`, when known) and,
    /// where `key` is the name part of a game's role, that role as a suggestion.
    static func unknownRole(_ key: String, line: Int, gameRoles: Set<String>?) -> ThemeError {
        let known = ThemeRole.allCases.map(\.rawValue).joined(separator: ", ")
        guard let gameRoles else {
            return ThemeError(line: line, message: "unknown role \"\(key)\"; roles are \(known)")
        }
        let games = gameRoles.sorted()
        // NB: a game's role is its game's kind, a dot and its name: the name alone, in any case, is what a file
        // written before the game named its roles says.
        let meant = games.filter { $0.split(separator: ".", maxSplits: 1).last?.lowercased() == key.lowercased() }
        let suggestion = meant.isEmpty ? "" : " (did you mean \(meant.joined(separator: " or "))?)"
        let gamesPart = games.isEmpty ? "" : "; games' roles are \(games.joined(separator: ", "))"
        return ThemeError(
            line: line, message: "unknown role \"\(key)\"\(suggestion); roles are \(known)\(gamesPart)")
    }

    /// Parses a theme file (format in `Assets/themes/README.md`) for a terminal with `colorCount` colours.
    ///
    /// ```json
    /// { "name": "default",
    ///   "roles": { "cursor": { "attrs": ["reverse"] },
    ///              "draughts.king": { "fg": "bright-red", "fg256": 203, "attrs": ["bold"] } } }
    /// ```
    /// `fg256`/`bg256` are used only when `colorCount >= 256`, `fg`/`bg` otherwise; the result is then
    /// `fitted(toColorCount:)`. A role the file leaves out keeps its `mono` style. Unknown roles, keys, colours
    /// and attributes are errors, so a typo never passes unnoticed; a game's own role ("draughts.king") is checked
    /// against `gameRoles`, the keys of the games' roles the program knows, or kept by its key when that is `nil`.
    /// An unknown role is named with its line, the roles there are, and the game's role it may have meant (a file
    /// written before the games named their own roles says "king" for "draughts.king").
    public init(json: String, colorCount: Int, gameRoles: Set<String>? = nil) throws(ThemeError) {
        guard case .object(let top) = try JSONParser.parse(json) else {
            throw ThemeError(line: 1, message: "a theme file must be an object with a \"roles\" member")
        }
        var styles: [ThemeRole: Style] = [:]
        var gameStyles: [String: Style] = [:]
        var sawRoles = false
        for member in top {
            switch (member.key, member.value) {
            case ("name", .string), ("description", .string):
                continue
            case ("roles", .object(let roles)):
                sawRoles = true
                for entry in roles {
                    // NB: a game's own role is named by the game's kind, a dot and its name ("draughts.king"):
                    // the program checks those against the games it was built with (`gameRoleKeys`).
                    if entry.key.contains(".") {
                        if let gameRoles, !gameRoles.contains(entry.key) {
                            throw Self.unknownRole(entry.key, line: entry.line, gameRoles: gameRoles)
                        }
                        gameStyles[entry.key] = try Self.style(entry, colorCount: colorCount)
                        continue
                    }
                    guard let role = ThemeRole(rawValue: entry.key) else {
                        throw Self.unknownRole(entry.key, line: entry.line, gameRoles: gameRoles)
                    }
                    styles[role] = try Self.style(entry, colorCount: colorCount)
                }
            case ("name", _), ("description", _), ("roles", _):
                let wanted = member.key == "roles" ? "an object" : "a string"
                throw ThemeError(
                    line: member.line, message: "\"\(member.key)\" must be \(wanted), not \(member.value.kind)")
            default:
                throw ThemeError(
                    line: member.line,
                    message: "unknown key \"\(member.key)\"; a theme has \"name\", \"description\" and \"roles\""
                )
            }
        }
        guard sawRoles else { throw ThemeError(line: 1, message: "a theme file needs a \"roles\" object") }
        self = Theme(styles: styles, gameStyles: gameStyles).fitted(toColorCount: colorCount)
    }

    private static func style(_ entry: JSONValue.Member, colorCount: Int) throws(ThemeError) -> Style {
        let path = "roles.\(entry.key)"
        guard case .object(let members) = entry.value else {
            throw ThemeError(line: entry.line, message: "\(path) must be an object such as {\"fg\": \"red\"}")
        }
        var colors: [String: Color] = [:]
        var style = Style()
        for member in members {
            let memberPath = "\(path).\(member.key)"
            switch member.key {
            case "fg", "bg":
                colors[member.key] = try color(member, path: memberPath, limit: 16)
            case "fg256", "bg256":
                colors[member.key] = try color(member, path: memberPath, limit: 256)
            case "attrs":
                style.attributes = try attributes(member, path: memberPath)
            default:
                throw ThemeError(
                    line: member.line,
                    message: "unknown key \"\(member.key)\" in \(path); use fg, bg, fg256, bg256 and attrs"
                )
            }
        }
        let wide = colorCount >= 256
        style.foreground = (wide ? colors["fg256"] : nil) ?? colors["fg"] ?? .terminalDefault
        style.background = (wide ? colors["bg256"] : nil) ?? colors["bg"] ?? .terminalDefault
        return style
    }

    private static func color(_ member: JSONValue.Member, path: String, limit: Int) throws(ThemeError) -> Color {
        switch member.value {
        case .string("default"):
            return .terminalDefault
        case .string(let name):
            if let index = colorNames.firstIndex(of: name) { return .palette(UInt8(index)) }
            throw ThemeError(
                line: member.line,
                message: "\(path): unknown colour \"\(name)\"; use default, \(colorNames.joined(separator: ", ")) "
                    + "or a number 0-\(limit - 1)"
            )
        case .number(let number):
            guard number.rounded() == number, number >= 0, number < Double(limit) else {
                throw ThemeError(
                    line: member.line, message: "\(path): \(member.value.quoted) is not a colour number 0-\(limit - 1)")
            }
            return .palette(UInt8(number))
        default:
            throw ThemeError(
                line: member.line,
                message: "\(path) must be a colour name or a number 0-\(limit - 1), not \(member.value.kind)"
            )
        }
    }

    private static func attributes(_ member: JSONValue.Member, path: String) throws(ThemeError) -> TextAttributes {
        let names: [String: TextAttributes] = [
            "bold": .bold, "dim": .dim, "reverse": .reverse, "underline": .underline,
        ]
        guard case .array(let values) = member.value else {
            throw ThemeError(line: member.line, message: "\(path) must be a list such as [\"bold\", \"reverse\"]")
        }
        var attributes: TextAttributes = []
        for value in values {
            guard case .string(let name) = value, let attribute = names[name] else {
                throw ThemeError(
                    line: member.line,
                    message: "\(path): unknown attribute \(value.quoted); use bold, dim, reverse and underline"
                )
            }
            attributes.insert(attribute)
        }
        return attributes
    }
}

extension JSONValue {
    /// The value as it might be written in the file, for error messages.
    fileprivate var quoted: String {
        switch self {
        case .string(let text): return "\"\(text)\""
        case .number(let number): return number.rounded() == number ? String(Int(number)) : String(number)
        default: return kind
        }
    }
}
