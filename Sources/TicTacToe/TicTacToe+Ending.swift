public import GameCore

extension TicTacToe {
    /// How a game of tic-tac-toe ended.
    public enum Ending: Hashable, Sendable, Codable {
        /// A seat completed one or more lines with its last move (two at once is possible).
        case won(by: Seat, lines: [Line])
        /// The board filled with no line completed.
        case draw

        /// The squares of the winning lines, for highlighting; empty for a draw.
        public var winningSquares: Set<Square> {
            guard case .won(_, let lines) = self else { return [] }
            return Set(lines.flatMap(\.squares))
        }
    }
}
