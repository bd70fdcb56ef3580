public import GameCore

/// Something that happened on a local Minesweeper board, in the order it happened: what the event line and the
/// plain-mode announcer report.
public enum MinesweeperEvent: Hashable, Sendable {
    /// Board `number` (from 1) is ready: nothing revealed, the clock not started.
    case boardStarted(number: Int, options: MinesweeperOptions)
    /// `seat` revealed `count` cells (a flood counts every cell it opened) starting from `cell`.
    case revealed(Cell, count: Int, by: Seat)
    /// `seat` chorded the number at `cell`, revealing `count` cells around it.
    case chorded(Cell, count: Int, by: Seat)
    /// `seat` put a flag on `cell` (`on`) or took it off.
    case flagged(Cell, on: Bool, by: Seat)
    /// The keyboard went to `seat`'s player (hot-seat).
    case handsPassed(to: Seat)
    /// `seat` revealed the mine at `cell`: the board is lost for everyone, after `elapsed`.
    case mineHit(by: Seat, at: Cell, elapsed: GameTime)
    /// Every safe cell is revealed (and, under `flag-all-mines`, every mine flagged), after `elapsed`.
    case cleared(elapsed: GameTime)
}
