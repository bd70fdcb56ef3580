extension ThemeRole {
    /// The role's place in `allCases`, which `Theme` keeps its styles by.
    var index: Int {
        switch self {
        case .statusBar: 0
        case .statusEmphasis: 1
        case .hintKey: 2
        case .hintText: 3
        case .title: 4
        case .subtitle: 5
        case .menuFrame: 6
        case .menuItem: 7
        case .menuHotkey: 8
        case .menuDetail: 9
        case .menuSelected: 10
        case .boardFrame: 11
        case .markX: 12
        case .markO: 13
        case .squareDigit: 14
        case .cursor: 15
        case .winningSquare: 16
        case .winningMark: 17
        case .lastMove: 18
        case .notice: 19
        case .message: 20
        case .helpFrame: 21
        case .helpTitle: 22
        case .helpKey: 23
        case .helpText: 24
        case .tooSmall: 25
        case .player1: 26
        case .player2: 27
        case .player3: 28
        case .player4: 29
        case .player5: 30
        case .player6: 31
        }
    }
}
