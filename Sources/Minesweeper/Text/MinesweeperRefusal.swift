/// Why a key on the Minesweeper board did nothing: the rules' reason with the players' names, or a board that
/// is not over when a new one is asked for.
public struct MinesweeperRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rules' refusal, when the rules refused.
    public let violation: Minesweeper.Violation?
    /// One sentence for the notice line or plain mode, naming the cell and why.
    public let description: String

    /// A refusal saying `description`, for `violation` when the rules refused.
    public init(_ description: String, violation: Minesweeper.Violation? = nil) {
        self.violation = violation
        self.description = description
    }
}
