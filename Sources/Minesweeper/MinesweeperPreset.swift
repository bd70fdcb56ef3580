/// The three classic board sizes.
///
/// Wire shape: the raw value as a JSON string, `"beginner"`, `"intermediate"` or `"expert"`.
public enum MinesweeperPreset: String, Hashable, Sendable, Codable, CaseIterable {
    /// 9 rows by 9 columns with 10 mines.
    case beginner
    /// 16 rows by 16 columns with 40 mines.
    case intermediate
    /// 16 rows by 30 columns with 99 mines: the classic "30×16" read as width by height, which suits a wide
    /// terminal better than 30 rows would.
    case expert

    /// The preset's board, with the classic win rule (reveal every safe cell).
    public var options: MinesweeperOptions {
        switch self {
        case .beginner: return MinesweeperOptions(validRows: 9, columns: 9, mines: 10, winRule: .revealAll)
        case .intermediate: return MinesweeperOptions(validRows: 16, columns: 16, mines: 40, winRule: .revealAll)
        case .expert: return MinesweeperOptions(validRows: 16, columns: 30, mines: 99, winRule: .revealAll)
        }
    }
}
