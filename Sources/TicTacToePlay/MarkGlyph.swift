import TerminalUI
import TicTacToe

/// How a mark is drawn: one bold letter, or a 5 by 3 figure in the large squares. X and O differ in shape, so
/// they never depend on colour.
enum MarkGlyph {
    /// The lines of `mark`'s figure, 5 by 3, for large squares; spaces are left undrawn.
    static func figure(_ mark: Mark, glyphs: GlyphSet) -> [String] {
        switch (mark, glyphs) {
        case (.x, .unicode): return ["▀▄ ▄▀", "  █  ", "▄▀ ▀▄"]
        case (.o, .unicode): return ["▄▀▀▀▄", "█   █", "▀▄▄▄▀"]
        case (.x, .ascii): return [" \\ / ", "  X  ", " / \\ "]
        case (.o, .ascii): return [" .-. ", "(   )", " `-' "]
        }
    }

    /// The one-letter form of `mark`.
    static func letter(_ mark: Mark) -> String { mark.description }
}
