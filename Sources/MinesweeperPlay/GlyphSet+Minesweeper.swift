import TerminalUI

extension GlyphSet {
    /// A Minesweeper cell not yet revealed.
    ///
    /// NB: every square of a Minesweeper board has a symbol of its own, so hidden, open, flagged, mine, hit and
    /// wrongly flagged cells differ without colour (mono, `NO_COLOR`) and in ASCII. The ASCII set uses plain mode's
    /// board symbols (`.` `F` `*` `X` `!`), except that an open cell is blank rather than `-`.
    var hiddenCell: Character { self == .unicode ? "░" : "." }
    /// A revealed Minesweeper cell with no mine next to it.
    var emptyCell: Character { " " }
    /// A flag.
    var flag: Character { self == .unicode ? "⚑" : "F" }
    /// A mine shown after the end.
    var mine: Character { self == .unicode ? "●" : "*" }
    /// The mine that was hit.
    var exploded: Character { self == .unicode ? "◉" : "X" }
    /// A flag that stood on a safe cell, shown after a loss.
    var wrongFlag: Character { self == .unicode ? "×" : "!" }
    /// The marks on a frame where more of the board lies beyond: up, down, left, right.
    var scrollArrows: (up: Character, down: Character, left: Character, right: Character) {
        self == .unicode ? ("▲", "▼", "◀", "▶") : ("^", "v", "<", ">")
    }
}
