public import Minesweeper

/// What a key or click means on a Minesweeper board, local or online.
public enum MinesweeperIntent: Hashable, Sendable {
    /// Arrows, hjkl: move the cursor of the player whose hands are on the keys.
    case moveCursor(Direction)
    /// The mouse moved or clicked over a cell (hover is optional).
    case placeCursor(Cell)
    /// Space/Enter, mouse left: reveal this cell, or the cursor's when `nil`. On a revealed number it chords.
    case reveal(Cell?)
    /// `f`, mouse right: flag ON a hidden cell, OFF a flagged one (the wire move is a set, not a toggle).
    case flag(Cell?)
    /// `c`: chord this cell, or the cursor's when `nil`.
    case chord(Cell?)
    /// Tab: hot-seat, hand the keyboard to the next player (local only).
    case nextPlayer
    /// `n`: a new board with the same options once the board is over; before that, refused with a notice.
    case newBoard
    /// A key that means nothing on the board: nothing happens, but once the board is over the person is told how
    /// to go on, as plain mode tells them, rather than left with a screen that ignores them.
    case unboundKey
}
