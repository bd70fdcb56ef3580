public import GameCatalog
public import GameCore

extension TicTacToe: CatalogGame {
    /// "tic-tac-toe".
    public static let kindName = "tic-tac-toe"

    /// "Tic-tac-toe".
    public static let displayName = "Tic-tac-toe"

    /// Seat 0 (X) opens the first round.
    public static var standardOptions: TicTacToeOptions { TicTacToeOptions() }

    /// An empty board with `starter` to move; tic-tac-toe has no randomness.
    public static func newRound(of options: TicTacToeOptions, starter: Seat, seed: UInt64) -> TicTacToe {
        TicTacToe(starter: starter)
    }

    /// The squares marked so far.
    public var movesPlayed: Int { moves.count }

    /// Nothing in tic-tac-toe is hidden.
    public static var showsEveryoneTheSame: Bool { true }
}
