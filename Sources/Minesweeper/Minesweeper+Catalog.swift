public import GameCatalog
public import GameCore

extension Minesweeper: CatalogGame {
    /// "minesweeper".
    public static let kindName = "minesweeper"

    /// "Minesweeper".
    public static let displayName = "Minesweeper"

    /// The beginner board for up to 8 players.
    public static var standardOptions: MinesweeperSetup { MinesweeperSetup() }

    /// "Minesweeper beginner 9x9", or "Minesweeper 12x20, 30 mines" (rows x columns), with ", flag all" under that
    /// rule.
    public static func summary(of options: MinesweeperSetup) -> String {
        let board = options.options
        let size = "\(board.rows)x\(board.columns)"
        let rule = board.winRule == .flagAllMines ? ", flag all" : ""
        guard let preset = board.preset else { return "Minesweeper \(size), \(board.mines) mines\(rule)" }
        return "Minesweeper \(preset.rawValue) \(size)\(rule)"
    }

    /// "mine hit by Ann at d7", or "cleared" (by everyone together).
    public static func outcomeSummary(_ outcome: Outcome, finalView: MinesweeperView, names: [String]) -> String? {
        if case .mineHit(let seat, let cell, _)? = finalView.ending {
            let name = names.indices.contains(seat.index) ? names[seat.index] : "\(seat)"
            return "mine hit by \(name) at \(cell.name)"
        }
        guard case .won(let seats) = outcome else { return nil }
        return seats.isEmpty ? "won" : "cleared"
    }

    /// A hidden board of `setup`'s size for its seats, the mines to be placed from `seed` at the first reveal.
    public static func newRound(of setup: MinesweeperSetup, starter: Seat, seed: UInt64) -> Minesweeper {
        Minesweeper(options: setup.options, seatCount: setup.maxPlayers, seed: seed)
    }
}
