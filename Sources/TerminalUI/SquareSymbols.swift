import Minesweeper
import TermCore

/// The canvas cell of every kind of Minesweeper square, in the glyphs and theme of one frame: made once per
/// frame and looked up per cell.
struct SquareSymbols {
    private let hidden: TermCore.Cell
    private let empty: TermCore.Cell
    private let numbers: [TermCore.Cell]
    private let flag: TermCore.Cell
    private let mine: TermCore.Cell
    private let exploded: TermCore.Cell
    private let wrongFlag: TermCore.Cell

    /// The cells for `options`' glyphs and theme.
    init(options: RenderOptions) {
        let glyphs = options.glyphs
        let theme = options.theme
        hidden = TermCore.Cell(glyphs.hiddenCell, style: theme[.cellHidden])
        empty = TermCore.Cell(glyphs.emptyCell, style: theme[.cellEmpty])
        let roles: [ThemeRole] = [.number1, .number2, .number3, .number4, .number5, .number6, .number7, .number8]
        numbers = roles.enumerated().map { index, role in
            TermCore.Cell(Character(String(index + 1)), style: theme[role])
        }
        flag = TermCore.Cell(glyphs.flag, style: theme[.flag])
        mine = TermCore.Cell(glyphs.mine, style: theme[.mine])
        exploded = TermCore.Cell(glyphs.exploded, style: theme[.mineExploded])
        wrongFlag = TermCore.Cell(glyphs.wrongFlag, style: theme[.flagWrong])
    }

    /// The cell showing `square`.
    subscript(square: MinesweeperView.Square) -> TermCore.Cell {
        switch square {
        case .hidden: return hidden
        case .flagged: return flag
        case .revealed(let number): return numbers.indices.contains(number - 1) ? numbers[number - 1] : empty
        case .mine: return mine
        case .exploded: return exploded
        case .misflagged: return wrongFlag
        }
    }
}
