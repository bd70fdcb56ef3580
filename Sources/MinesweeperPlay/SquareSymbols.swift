import Minesweeper
import TermCore
import TerminalUI

/// The canvas cells of every kind of Minesweeper square, in the glyphs and theme of one frame: made once per
/// frame and looked up per cell. Each square has its symbol and the gap after it.
///
/// NB: the gap is a space in the symbol's colour and weight (never its background, reverse or underline, which
/// would show): a row of hidden cells, or of one number, is then one run of one style, so the terminal is told to
/// change colour once per run rather than twice per cell.
struct SquareSymbols {
    /// A square's symbol and the gap after it.
    typealias Pair = (symbol: TermCore.Cell, gap: TermCore.Cell)

    private let hidden: Pair
    private let empty: Pair
    private let numbers: [Pair]
    private let flag: Pair
    private let mine: Pair
    private let exploded: Pair
    private let wrongFlag: Pair

    /// The cells for `options`' glyphs and theme.
    init(options: RenderOptions) {
        let glyphs = options.glyphs
        let theme = options.theme
        let space = TermCore.Cell(" ")
        func pair(_ character: Character, _ role: GameThemeRole) -> Pair {
            let style = theme[role]
            var gap = space
            gap.style = Style(foreground: style.foreground, attributes: style.attributes.intersection([.bold, .dim]))
            return (TermCore.Cell(character, style: style), gap)
        }
        hidden = pair(glyphs.hiddenCell, .cellHidden)
        empty = pair(glyphs.emptyCell, .cellEmpty)
        let roles: [GameThemeRole] = [.number1, .number2, .number3, .number4, .number5, .number6, .number7, .number8]
        numbers = roles.enumerated().map { index, role in pair(Character(String(index + 1)), role) }
        flag = pair(glyphs.flag, .flag)
        mine = pair(glyphs.mine, .mine)
        exploded = pair(glyphs.exploded, .mineExploded)
        wrongFlag = pair(glyphs.wrongFlag, .flagWrong)
    }

    /// The cells showing `square`.
    subscript(square: MinesweeperView.Square) -> Pair {
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
