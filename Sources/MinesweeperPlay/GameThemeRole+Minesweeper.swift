import TermCore
import TerminalUI

// NB: declared on `GameThemeRole` so the board's views name them `.flag` where a `GameThemeRole` is expected
// (`pair(glyphs.flag, .flag)`); a bare `theme[.flag]` finds no contextual type among `Theme`'s subscripts.
extension GameThemeRole {
    /// The column letters and row numbers around the board.
    static let boardLabel = GameThemeRole(
        game: "minesweeper", name: "boardLabel", standard: Style(attributes: .dim), mono: Style(attributes: .dim))
    /// A cell not yet revealed.
    static let cellHidden = GameThemeRole(
        game: "minesweeper", name: "cellHidden", standard: Style(foreground: .palette(8)), mono: .plain)
    /// A revealed cell with no mine around it.
    static let cellEmpty = GameThemeRole(
        game: "minesweeper", name: "cellEmpty", standard: .plain, mono: .plain)
    /// A revealed cell showing 1.
    static let number1 = GameThemeRole(
        game: "minesweeper", name: "number1", standard: Style(foreground: .palette(12), attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 2.
    static let number2 = GameThemeRole(
        game: "minesweeper", name: "number2", standard: Style(foreground: .green, attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 3.
    static let number3 = GameThemeRole(
        game: "minesweeper", name: "number3", standard: Style(foreground: .palette(9), attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 4.
    static let number4 = GameThemeRole(
        game: "minesweeper", name: "number4", standard: Style(foreground: .blue, attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 5.
    static let number5 = GameThemeRole(
        game: "minesweeper", name: "number5", standard: Style(foreground: .red, attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 6.
    static let number6 = GameThemeRole(
        game: "minesweeper", name: "number6", standard: Style(foreground: .cyan, attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 7.
    static let number7 = GameThemeRole(
        game: "minesweeper", name: "number7", standard: Style(foreground: .magenta, attributes: .bold),
        mono: Style(attributes: .bold))
    /// A revealed cell showing 8.
    static let number8 = GameThemeRole(
        game: "minesweeper", name: "number8", standard: Style(foreground: .palette(8), attributes: .bold),
        mono: Style(attributes: .bold))
    /// A flag on a cell.
    static let flag = GameThemeRole(
        game: "minesweeper", name: "flag", standard: Style(foreground: .palette(9), attributes: .bold),
        mono: Style(attributes: .bold))
    /// A mine shown once the game is over.
    static let mine = GameThemeRole(
        game: "minesweeper", name: "mine", standard: Style(attributes: .bold), mono: Style(attributes: .bold))
    /// The mine that was hit.
    static let mineExploded = GameThemeRole(
        game: "minesweeper", name: "mineExploded",
        standard: Style(foreground: .palette(15), background: .red, attributes: .bold),
        mono: Style(attributes: [.reverse, .bold]))
    /// A flag that stood on a safe cell, shown after a loss.
    static let flagWrong = GameThemeRole(
        game: "minesweeper", name: "flagWrong", standard: Style(foreground: .yellow, attributes: [.bold, .underline]),
        mono: Style(attributes: [.bold, .underline]))
    /// The face in the header while playing.
    static let face = GameThemeRole(
        game: "minesweeper", name: "face", standard: Style(foreground: .yellow, attributes: .bold),
        mono: Style(attributes: .bold))
    /// The face once the board is cleared.
    static let faceCleared = GameThemeRole(
        game: "minesweeper", name: "faceCleared", standard: Style(foreground: .green, attributes: .bold),
        mono: Style(attributes: .bold))
    /// The face once a mine was hit.
    static let faceMineHit = GameThemeRole(
        game: "minesweeper", name: "faceMineHit",
        standard: Style(foreground: .palette(15), background: .red, attributes: .bold),
        mono: Style(attributes: [.reverse, .bold]))
    /// The marks and the range on the frame of a board that scrolls, where more lies beyond.
    static let scrollMark = GameThemeRole(
        game: "minesweeper", name: "scrollMark", standard: Style(foreground: .yellow, attributes: .bold),
        mono: Style(attributes: .bold))

    /// The board's roles, in the order a theme file lists them.
    static let minesweeper: [GameThemeRole] = [
        .boardLabel, .cellHidden, .cellEmpty, .number1, .number2, .number3, .number4, .number5, .number6, .number7,
        .number8, .flag, .mine, .mineExploded, .flagWrong, .face, .faceCleared, .faceMineHit, .scrollMark,
    ]
}
