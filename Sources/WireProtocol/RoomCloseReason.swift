/// Why the server closed a room.
public enum RoomCloseReason: String, Hashable, Sendable, Codable, CaseIterable {
    /// Nobody joined before the server's waiting time ran out.
    case expired
    /// Every player left or stayed away, and the server stopped keeping the room open.
    case abandoned
}
