public import GameCatalog
public import WireProtocol

/// What the person came online to do.
public enum OnlineIntent: Hashable, Sendable {
    /// Create a room (`parlor host`).
    case host(GameSetup)
    /// Take a seat in a room, or come back to one with its secret (`parlor join ID`).
    case join(GameID, secret: SeatSecret?)
    /// Watch a room (`parlor watch ID`).
    case watch(GameID)
    /// Take a seat in the oldest open room, or create one (`parlor match`).
    case quickMatch(GameKind)

    /// Whether this person only watches.
    public var isSpectator: Bool {
        if case .watch = self { return true }
        return false
    }
}
