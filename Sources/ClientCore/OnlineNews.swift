public import WireProtocol

/// What changed on the last action, oldest first: what plain mode announces line by line.
public enum OnlineNews: Hashable, Sendable {
    /// A full picture of the room arrived (on join, rejoin, watch or after a gap).
    case snapshot
    /// This event was applied.
    case event(RoomEvent)
    /// The server refused something or reported a problem.
    case refused(ProtocolError)
}
