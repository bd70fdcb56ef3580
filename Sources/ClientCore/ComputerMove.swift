/// What the computer does for a seat at one keyboard: a move, and how long it takes to make it (a person's
/// reaction in a race; nothing for a board game, where it answers at once).
public struct ComputerMove<Move: Hashable & Sendable>: Hashable, Sendable {
    /// The move.
    public let move: Move
    /// How long after the position it answers the move comes.
    public let afterMilliseconds: Int64

    /// `move`, made `afterMilliseconds` after the position it answers.
    public init(_ move: Move, afterMilliseconds: Int64 = 0) {
        self.move = move
        self.afterMilliseconds = afterMilliseconds
    }
}
