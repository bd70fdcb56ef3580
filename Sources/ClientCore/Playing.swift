public import TicTacToe

/// The game screen: a match and where the cursor is.
public struct Playing: Hashable, Sendable {
    /// The match being played.
    public var match: LocalMatch
    /// The square the cursor is on.
    public var cursor: Square

    /// A match with the cursor on the centre square.
    public init(match: LocalMatch, cursor: Square = .centre) {
        self.match = match
        self.cursor = cursor
    }
}
