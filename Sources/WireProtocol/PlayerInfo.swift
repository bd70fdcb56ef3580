public import GameCore

/// A taken seat as everyone in the room sees it.
public struct PlayerInfo: Hashable, Sendable, Codable {
    /// The seat.
    public var seat: Seat
    /// The player's name.
    public var name: PlayerName
    /// Whether the player is there.
    public var connection: ConnectionState
    /// Whether the player has offered a rematch since the last round ended.
    public var wantsRematch: Bool
    /// For a player who is away during a round: in how many milliseconds (from when this was sent) the others
    /// may claim the round; 0 means now. Absent otherwise.
    public var claimableInMilliseconds: Int?

    /// A player in `seat` called `name`.
    public init(
        seat: Seat, name: PlayerName, connection: ConnectionState = .connected, wantsRematch: Bool = false,
        claimableInMilliseconds: Int? = nil
    ) {
        self.seat = seat
        self.name = name
        self.connection = connection
        self.wantsRematch = wantsRematch
        self.claimableInMilliseconds = claimableInMilliseconds
    }
}
