/// A part of the screen that a theme gives a style; the raw value is the role's key in a theme file.
public enum ThemeRole: String, Hashable, Sendable, CaseIterable {
    /// The full-width status bar at the top.
    case statusBar
    /// The important words in the status bar: whose turn, or how the round ended.
    case statusEmphasis
    /// A key's name in the hint line at the bottom.
    case hintKey
    /// The words of the hint line.
    case hintText
    /// The big "Parlor" title of the menu.
    case title
    /// The line under the title.
    case subtitle
    /// The frame around the menu entries.
    case menuFrame
    /// A menu entry.
    case menuItem
    /// The digit that picks a menu entry.
    case menuHotkey
    /// The short explanation beside a menu entry.
    case menuDetail
    /// The selected menu entry, across the whole row.
    case menuSelected
    /// The grid of the board.
    case boardFrame
    /// The square under the cursor: the whole square takes this style, replacing what it holds.
    case cursor
    /// A refused move or other complaint, under the board.
    case notice
    /// A neutral message under the board, such as how to start the next round.
    case message
    /// The frame of the help overlay.
    case helpFrame
    /// The heading of the help overlay.
    case helpTitle
    /// A key's name in the help overlay.
    case helpKey
    /// The text of the help overlay.
    case helpText
    /// The "Terminal too small" message.
    case tooSmall
    /// Player colour 1: the cursor and the name of colour index 0 (also 6, 12, ...).
    case player1
    /// Player colour 2: the cursor and the name of colour index 1 (also 7, 13, ...).
    case player2
    /// Player colour 3: the cursor and the name of colour index 2 (also 8, 14, ...).
    case player3
    /// Player colour 4: the cursor and the name of colour index 3 (also 9, 15, ...).
    case player4
    /// Player colour 5: the cursor and the name of colour index 4 (also 10, 16, ...).
    case player5
    /// Player colour 6: the cursor and the name of colour index 5 (also 11, 17, ...).
    case player6
}
