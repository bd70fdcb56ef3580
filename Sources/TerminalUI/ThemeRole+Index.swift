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
        case .cursor: 12
        case .notice: 13
        case .message: 14
        case .helpFrame: 15
        case .helpTitle: 16
        case .helpKey: 17
        case .helpText: 18
        case .tooSmall: 19
        case .player1: 20
        case .player2: 21
        case .player3: 22
        case .player4: 23
        case .player5: 24
        case .player6: 25
        }
    }
}
