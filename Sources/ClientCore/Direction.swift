/// A direction to move a cursor or a selection.
public enum Direction: Hashable, Sendable, CaseIterable {
    /// Towards the top.
    case up
    /// Towards the bottom.
    case down
    /// Towards the left.
    case left
    /// Towards the right.
    case right
}
