/// How a finished game ended, in the terms every game shares (enough to keep a score).
///
/// Each game keeps its own detail beside this, such as the line of a board game's winning row.
public enum Outcome: Hashable, Sendable, Codable {
    /// These seats won. In a co-operative game that was won, every seat is listed.
    case won(by: [Seat])
    /// Nobody won.
    case draw
    /// Every seat lost together, as when a co-operative game fails.
    case lostByAll
}
