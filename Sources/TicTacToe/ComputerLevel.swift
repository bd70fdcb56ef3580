/// How well the computer plays tic-tac-toe.
public enum ComputerLevel: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// Any empty square, at random.
    case easy
    /// Wins when it can, blocks when it must, otherwise random.
    case medium
    /// Never loses: picks at random among the moves with the best game-theoretic value, preferring the
    /// quickest win and the slowest loss.
    case perfect

    /// "easy", "medium" or "perfect".
    public var description: String { rawValue }
}
