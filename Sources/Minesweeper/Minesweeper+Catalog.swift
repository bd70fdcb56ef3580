public import GameCatalog
public import GameCore

extension Minesweeper: CatalogGame {
    /// "minesweeper".
    public static let kindName = "minesweeper"

    /// "Minesweeper".
    public static let displayName = "Minesweeper"

    /// The beginner board for up to 8 players.
    public static var standardOptions: MinesweeperSetup { MinesweeperSetup() }

    /// A hidden board of `setup`'s size for its seats, the mines to be placed from `seed` at the first reveal.
    public static func newRound(of setup: MinesweeperSetup, starter: Seat, seed: UInt64) -> Minesweeper {
        Minesweeper(options: setup.options, seatCount: setup.maxPlayers, seed: seed)
    }
}
