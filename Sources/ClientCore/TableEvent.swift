public import GameCatalog
public import GameCore

/// What happened at a local table, oldest first: what plain mode says and a screen reader hears.
public enum TableEvent: Hashable, Sendable {
    /// Round `round` started, opened by `starter`.
    case roundStarted(round: Int, starter: Seat)
    /// `seat` made `move` (a deadline's move is made for the seat the game names).
    case moved(seat: Seat, move: AnyMove)
    /// The round ended.
    case roundEnded(Outcome)
    /// The keys passed to `seat`'s player (a game whose people take turns at the keyboard).
    case handsPassed(to: Seat)
}
