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
        case .boardLabel: 26
        case .cellHidden: 27
        case .cellEmpty: 28
        case .number1: 29
        case .number2: 30
        case .number3: 31
        case .number4: 32
        case .number5: 33
        case .number6: 34
        case .number7: 35
        case .number8: 36
        case .flag: 37
        case .mine: 38
        case .mineExploded: 39
        case .flagWrong: 40
        case .player1: 41
        case .player2: 42
        case .player3: 43
        case .player4: 44
        case .player5: 45
        case .player6: 46
        case .face: 47
        case .faceCleared: 48
        case .faceMineHit: 49
        case .scrollMark: 50
        }
    }
}
