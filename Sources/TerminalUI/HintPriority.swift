/// How long a game's key stays in the hint bar as the terminal narrows: the help lists a game's keys in the order
/// that explains them, which is not the order they matter in.
public enum HintPriority: Int, Hashable, Sendable, Comparable {
    /// Kept longest, even before the table's Tab that hands the keys on: a key no one plays without and no one
    /// guesses (a board's Space that reveals, the Enter that places a mark under the cursor).
    case high
    /// Kept after the table's own keys that matter most (the default).
    case normal
    /// Dropped first: a shortcut for what another key does too.
    case low

    /// Whether `lhs` stays longer than `rhs`.
    public static func < (lhs: HintPriority, rhs: HintPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
