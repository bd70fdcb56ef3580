public import GameCore

extension Minesweeper {
    /// How a board ended, with when (and, for a loss, who and where).
    ///
    /// Wire shape: `{"cleared": {"at": 83000}}` or `{"mineHit": {"by": 1, "at": "d7", "time": 41000}}`, times in
    /// milliseconds of game time.
    public enum Ending: Hashable, Sendable, Codable {
        /// Every safe cell was revealed (and, under `WinRule.flagAllMines`, every mine flagged) at this time.
        case cleared(at: GameTime)
        /// `by` revealed the mine at `at` (directly or by a chord) at `time`, and everyone lost.
        case mineHit(by: Seat, at: Cell, time: GameTime)

        /// When the game ended.
        public var time: GameTime {
            switch self {
            case .cleared(let time), .mineHit(_, _, let time): return time
            }
        }
    }
}
