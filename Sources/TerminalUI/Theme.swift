public import TermCore

/// The style of every part of the screen, by role: what the player can change with a theme file.
///
/// A theme never relies on colour alone: the standard theme and `mono` show the cursor with reverse video and the
/// winning line with reverse, bold and underline, and X and O differ by their glyphs.
public struct Theme: Hashable, Sendable {
    /// The style of each role, at the role's `index`.
    ///
    /// NB: an array rather than a dictionary: views look a style up for nearly every run they draw, and hashing
    /// the role's name each time was a visible share of drawing a frame.
    private var styles: [Style]
    /// The styles a theme file gives games' own roles (`GameThemeRole`), by key, fitted to its colours.
    private var gameStyles: [String: Style]
    /// Whether a game's role the theme says nothing of takes its standard style (the built-in standard theme)
    /// rather than its `mono` one.
    private var gameRolesAreStandard: Bool
    /// The colours the theme was fitted to, which a game's role it says nothing of is fitted to as well.
    private var colorCount: Int?

    /// A theme with these styles; a role left out takes its style from `mono`, so it stays visible.
    public init(styles: [ThemeRole: Style]) {
        self.init(styles: styles, gameStyles: [:])
    }

    /// A theme with these styles and `gameStyles` for games' own roles, by key; a game's role left out takes its
    /// standard style when `gameRolesAreStandard`, its `mono` one otherwise.
    init(styles: [ThemeRole: Style], gameStyles: [String: Style], gameRolesAreStandard: Bool = false) {
        self.styles = ThemeRole.allCases.map { styles[$0] ?? Self.monoStyles[$0] ?? .plain }
        self.gameStyles = gameStyles
        self.gameRolesAreStandard = gameRolesAreStandard
        self.colorCount = nil
    }

    /// The keys of the games' roles the theme names (a theme file's), for the program to check against the games
    /// it was built with.
    public var gameRoleKeys: Set<String> { Set(gameStyles.keys) }

    /// The style of a game's own `role`.
    public subscript(role: GameThemeRole) -> Style {
        if let style = gameStyles[role.key] { return style }
        let style = gameRolesAreStandard ? role.standard : role.mono
        return colorCount.map { Self.fit(style, colorCount: $0) } ?? style
    }

    /// The style of `role`.
    public subscript(role: ThemeRole) -> Style {
        get { styles[role.index] }
        set { styles[role.index] = newValue }
    }

    /// This theme as a terminal with `colorCount` colours can show it: 256-colour entries become their nearest
    /// basic colour below 256 colours, bright colours become bold basic ones below 16, and every colour goes
    /// (attributes stay) below 8.
    public func fitted(toColorCount colorCount: Int) -> Theme {
        var fitted = self
        for (index, style) in styles.enumerated() {
            fitted.styles[index] = Self.fit(style, colorCount: colorCount)
        }
        fitted.gameStyles = gameStyles.mapValues { Self.fit($0, colorCount: colorCount) }
        fitted.colorCount = colorCount
        return fitted
    }

    private static func fit(_ style: Style, colorCount: Int) -> Style {
        var style = style
        style.foreground = fit(style.foreground, colorCount: colorCount)
        style.background = fit(style.background, colorCount: colorCount)
        // NB: terminals with 8 colours show bold text in the bright colour, so a bright foreground keeps its look.
        if colorCount < 16, colorCount >= 8, case .palette(let index) = basic(style.foreground), index >= 8 {
            style.attributes.insert(.bold)
        }
        if colorCount < 16 {
            style.foreground = dropBright(basic(style.foreground), colorCount: colorCount)
            style.background = dropBright(basic(style.background), colorCount: colorCount)
        }
        return style
    }

    private static func fit(_ color: Color, colorCount: Int) -> Color {
        colorCount >= 256 ? color : basic(color)
    }

    private static func dropBright(_ color: Color, colorCount: Int) -> Color {
        guard case .palette(let index) = color, colorCount >= 8 else { return .terminalDefault }
        return .palette(index % 8)
    }

    /// The nearest of the 16 basic colours to a 256-colour palette entry.
    static func basic(_ color: Color) -> Color {
        guard case .palette(let index) = color, index >= 16 else { return color }
        if index >= 232 {
            let level = Int(index) - 232
            return .palette(level < 6 ? 0 : level < 14 ? 8 : level < 20 ? 7 : 15)
        }
        let cube = Int(index) - 16
        let (red, green, blue) = (cube / 36, cube / 6 % 6, cube % 6)
        let brightest = max(red, green, blue)
        guard brightest > 0 else { return .palette(0) }
        // NB: a channel counts from half the brightest one, rounded down, so 208 (orange) becomes yellow and 203
        // (coral) red.
        let threshold = max(1, brightest / 2)
        let bits = (red >= threshold ? 1 : 0) | (green >= threshold ? 2 : 0) | (blue >= threshold ? 4 : 0)
        return .palette(UInt8(bits + (brightest >= 4 ? 8 : 0)))
    }

    static let monoStyles: [ThemeRole: Style] = {
        let bold = Style(attributes: .bold)
        let dim = Style(attributes: .dim)
        let reverse = Style(attributes: .reverse)
        let underline = Style(attributes: .underline)
        return [
            .statusBar: reverse,
            .statusEmphasis: Style(attributes: [.reverse, .bold]),
            .hintKey: bold,
            .hintText: .plain,
            .title: bold,
            .subtitle: dim,
            .menuFrame: .plain,
            .menuItem: .plain,
            .menuHotkey: bold,
            .menuDetail: dim,
            .menuSelected: Style(attributes: [.reverse, .bold]),
            .boardFrame: .plain,
            .cursor: Style(attributes: [.reverse, .bold]),
            .notice: bold,
            .message: .plain,
            .helpFrame: .plain,
            .helpTitle: bold,
            .helpKey: bold,
            .helpText: .plain,
            .tooSmall: bold,
            .player1: underline,
            .player2: underline,
            .player3: underline,
            .player4: underline,
            .player5: underline,
            .player6: underline,
        ]
    }()
}
