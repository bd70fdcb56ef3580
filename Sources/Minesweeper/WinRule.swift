/// When a co-operative Minesweeper board counts as cleared.
///
/// Wire shape: the raw value as a JSON string, `"reveal-all"` or `"flag-all-mines"`.
public enum WinRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every cell without a mine is revealed (the classic rule); the remaining mines are then flagged for all.
    case revealAll = "reveal-all"
    /// Every cell without a mine is revealed and every mine carries a flag, as the app this game comes from
    /// required.
    case flagAllMines = "flag-all-mines"
}
