public import GameCore

extension TicTacToe {
    /// Why a move was refused.
    public enum Violation: Error, Hashable, Sendable, CustomStringConvertible {
        /// The game has already ended.
        case gameOver
        /// It is the other seat's turn.
        case notYourTurn(toMove: Seat)
        /// The square already holds a mark.
        case squareTaken(Square, by: Mark)
        /// The square is not one of the nine.
        case offBoard(Square)
        /// The seat does not play this game (tic-tac-toe has seats 0 and 1 only).
        case notAPlayer(Seat)

        /// A short sentence to show the player.
        public var description: String {
            switch self {
            case .gameOver: return "The game is over."
            case .notYourTurn(let seat):
                return "It is \(Mark(seat: seat).map { "\($0)'s" } ?? "the other player's") turn."
            case .squareTaken(let square, let mark): return "\(square.name) is taken by \(mark)."
            case .offBoard(let square): return "\(square.name) is not on the board."
            case .notAPlayer(let seat): return "\(seat) does not play in this game."
            }
        }
    }
}
