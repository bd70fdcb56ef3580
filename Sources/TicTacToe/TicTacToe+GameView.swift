public import GameCore

/// Tic-tac-toe hides nothing, so the game is its own view and each update is the whole view (nine squares).
extension TicTacToe: GameView {
    /// The whole game after the move; `apply(_:)` replaces the view with it.
    public typealias Update = TicTacToe

    /// Every square marked this round.
    public var moveCount: Int? { moves.count }
}
