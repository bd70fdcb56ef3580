import TermCore

extension Theme {
    /// The built-in theme, the same as `Assets/themes/default.json`: the 16 basic colours only (so it follows
    /// the terminal's own palette), the terminal's background everywhere but the bars and highlights.
    public static let standard = Theme(styles: [
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
        .markX: Style(foreground: .palette(9), attributes: .bold),
        .markO: Style(foreground: .palette(12), attributes: .bold),
        .squareDigit: Style(attributes: .dim),
        .cursor: Style(attributes: [.reverse, .bold]),
        .winningSquare: Style(foreground: .black, background: .green),
        .winningMark: Style(foreground: .black, background: .green, attributes: [.bold, .underline]),
        .lastMove: Style(foreground: .yellow, attributes: .bold),
        .notice: Style(foreground: .yellow, attributes: .bold),
        .message: .plain,
        .helpFrame: Style(foreground: .cyan),
        .helpTitle: Style(foreground: .cyan, attributes: .bold),
        .helpKey: Style(foreground: .cyan, attributes: .bold),
        .helpText: .plain,
        .tooSmall: Style(attributes: .bold),
        .boardLabel: Style(attributes: .dim),
        .cellHidden: Style(foreground: .palette(8)),
        .cellEmpty: .plain,
        .number1: Style(foreground: .palette(12), attributes: .bold),
        .number2: Style(foreground: .green, attributes: .bold),
        .number3: Style(foreground: .palette(9), attributes: .bold),
        .number4: Style(foreground: .blue, attributes: .bold),
        .number5: Style(foreground: .red, attributes: .bold),
        .number6: Style(foreground: .cyan, attributes: .bold),
        .number7: Style(foreground: .magenta, attributes: .bold),
        .number8: Style(foreground: .palette(8), attributes: .bold),
        .flag: Style(foreground: .palette(9), attributes: .bold),
        .mine: Style(attributes: .bold),
        .mineExploded: Style(foreground: .palette(15), background: .red, attributes: .bold),
        .flagWrong: Style(foreground: .yellow, attributes: [.bold, .underline]),
        .player1: Style(foreground: .black, background: .palette(11)),
        .player2: Style(foreground: .black, background: .palette(13)),
        .player3: Style(foreground: .black, background: .palette(14)),
        .player4: Style(foreground: .black, background: .palette(10)),
        .player5: Style(foreground: .black, background: .white),
        .player6: Style(foreground: .black, background: .yellow),
        .face: Style(foreground: .yellow, attributes: .bold),
        .faceCleared: Style(foreground: .green, attributes: .bold),
        .faceMineHit: Style(foreground: .palette(15), background: .red, attributes: .bold),
        .scrollMark: Style(foreground: .yellow, attributes: .bold),
    ])

    /// No colours at all, only bold, dim, reverse and underline: for `NO_COLOR`, `--no-color` and terminals
    /// without colour.
    public static let mono = Theme(styles: monoStyles)
}
