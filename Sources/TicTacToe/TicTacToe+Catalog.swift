public import GameCatalog
public import GameCore

extension TicTacToe: CatalogGame {
    /// "tic-tac-toe".
    public static let kindName = "tic-tac-toe"

    /// "Tic-tac-toe".
    public static let displayName = "Tic-tac-toe"

    /// Seat 0 (X) opens the first round.
    public static var standardOptions: TicTacToeOptions { TicTacToeOptions() }

    /// "X (Ann) won" (the mark and the name), or `nil` for a draw, said as the room says it.
    public static func outcomeSummary(_ outcome: Outcome, finalView: TicTacToe, names: [String]) -> String? {
        guard case .won(let seats) = outcome, !seats.isEmpty else { return nil }
        let winners = seats.map { seat in
            let name = names.indices.contains(seat.index) ? names[seat.index] : "\(seat)"
            return Mark(seat: seat).map { "\($0) (\(name))" } ?? name
        }
        return "\(winners.joined(separator: " and ")) won"
    }

    /// An empty board with `starter` to move; tic-tac-toe has no randomness.
    public static func newRound(of options: TicTacToeOptions, starter: Seat, seed: UInt64) -> TicTacToe {
        TicTacToe(starter: starter)
    }

    /// The squares marked so far.
    public var movesPlayed: Int { moves.count }

    /// Nothing in tic-tac-toe is hidden.
    public static var showsEveryoneTheSame: Bool { true }
}
