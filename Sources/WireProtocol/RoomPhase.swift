/// Where a room is in its life.
public enum RoomPhase: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not every seat is taken yet; no round has started.
    case waitingForPlayers
    /// A round is being played.
    case playing
    /// The last round has ended (played out, claimed or aborted); a rematch starts the next.
    case roundOver
    /// The room is closed: nothing more will happen in it, but it can still be watched as history.
    case closed
}
