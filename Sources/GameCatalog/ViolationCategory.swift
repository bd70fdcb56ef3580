/// What kind of refusal a rules violation is, in terms every game shares, so that the protocol can give it an
/// error code without knowing the game.
public enum ViolationCategory: String, Hashable, Sendable, CaseIterable {
    /// The seat does not play this game.
    case notAPlayer
    /// It is another seat's turn.
    case notYourTurn
    /// The round has ended.
    case gameOver
    /// The move itself is not allowed now, such as marking a taken square.
    case illegalMove
}
