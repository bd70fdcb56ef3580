import TermCore
import TerminalUI

// NB: declared on `GameThemeRole`, as a room's roles are on `ThemeRole`; the board's views write
// `theme[GameThemeRole.markX]`, for a bare `theme[.markX]` finds no contextual type among `Theme`'s subscripts.
extension GameThemeRole {
    /// An X on the board, and X's name beside it.
    static let markX = GameThemeRole(
        game: "tic-tac-toe", name: "markX", standard: Style(foreground: .palette(9), attributes: .bold),
        mono: Style(attributes: .bold))
    /// An O on the board, and O's name beside it.
    static let markO = GameThemeRole(
        game: "tic-tac-toe", name: "markO", standard: Style(foreground: .palette(12), attributes: .bold),
        mono: Style(attributes: .bold))
    /// The digit shown in an empty square.
    static let squareDigit = GameThemeRole(
        game: "tic-tac-toe", name: "squareDigit", standard: Style(attributes: .dim), mono: Style(attributes: .dim))
    /// The squares of the winning line once a round is won.
    static let winningSquare = GameThemeRole(
        game: "tic-tac-toe", name: "winningSquare", standard: Style(foreground: .black, background: .green),
        mono: Style(attributes: .reverse))
    /// The marks of the winning line, laid over the mark's own style.
    static let winningMark = GameThemeRole(
        game: "tic-tac-toe", name: "winningMark",
        standard: Style(foreground: .black, background: .green, attributes: [.bold, .underline]),
        mono: Style(attributes: [.reverse, .bold, .underline]))
    /// The small marker on the square played last.
    static let lastMove = GameThemeRole(
        game: "tic-tac-toe", name: "lastMove", standard: Style(foreground: .yellow, attributes: .bold),
        mono: Style(attributes: .bold))

    /// The board's roles, in the order a theme file lists them.
    static let ticTacToe: [GameThemeRole] = [.markX, .markO, .squareDigit, .winningSquare, .winningMark, .lastMove]
}
