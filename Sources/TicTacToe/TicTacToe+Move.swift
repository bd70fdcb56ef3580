extension TicTacToe {
    /// What a seat can do on its turn.
    public enum Move: Hashable, Sendable, Codable {
        /// Write the seat's mark on a square.
        case mark(Square)
    }
}
