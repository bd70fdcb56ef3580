public import GameCore
public import TicTacToe

/// The game screen: a match and where the cursor is.
public struct Playing: Hashable, Sendable {
    /// The match being played.
    public var match: LocalMatch
    /// The square the cursor is on.
    public var cursor: Square
    /// When the round's first move was made, by the loop's clock; `nil` before it. The history counts a round's
    /// time from here.
    public var roundStartedAt: GameTime?

    /// A match with the cursor on the centre square.
    public init(match: LocalMatch, cursor: Square = .centre) {
        self.match = match
        self.cursor = cursor
        self.roundStartedAt = nil
    }
}
