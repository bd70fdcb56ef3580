import TermCore

extension Theme {
    /// The built-in theme, the same as `Assets/themes/default.json` (games' own roles take their standard styles): the 16 basic colours only (so it follows
    /// the terminal's own palette), the terminal's background everywhere but the bars and highlights.
    public static let standard = Theme(
        styles: [
            .statusBar: Style(foreground: .black, background: .cyan),
            .statusEmphasis: Style(foreground: .black, background: .cyan, attributes: .bold),
            .hintKey: Style(foreground: .cyan, attributes: .bold),
            .hintText: .plain,
            .title: Style(foreground: .cyan, attributes: .bold),
            .subtitle: Style(attributes: .dim),
            .menuFrame: .plain,
            .menuItem: .plain,
            .menuHotkey: Style(foreground: .cyan, attributes: .bold),
            .menuDetail: Style(attributes: .dim),
            .menuSelected: Style(foreground: .black, background: .cyan, attributes: .bold),
            .boardFrame: .plain,
            .cursor: Style(attributes: [.reverse, .bold]),
            .notice: Style(foreground: .yellow, attributes: .bold),
            .message: .plain,
            .helpFrame: Style(foreground: .cyan),
            .helpTitle: Style(foreground: .cyan, attributes: .bold),
            .helpKey: Style(foreground: .cyan, attributes: .bold),
            .helpText: .plain,
            .tooSmall: Style(attributes: .bold),
            .player1: Style(foreground: .black, background: .palette(11)),
            .player2: Style(foreground: .black, background: .palette(13)),
            .player3: Style(foreground: .black, background: .palette(14)),
            .player4: Style(foreground: .black, background: .palette(10)),
            .player5: Style(foreground: .black, background: .white),
            .player6: Style(foreground: .black, background: .yellow),
        ], gameStyles: [:], gameRolesAreStandard: true)

    /// No colours at all, only bold, dim, reverse and underline: for `NO_COLOR`, `--no-color` and terminals
    /// without colour.
    public static let mono = Theme(styles: monoStyles)
}
