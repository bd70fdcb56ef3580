/// How a room came to be, which decides whether quick match may seat strangers in it.
public enum RoomOrigin: String, Hashable, Sendable, Codable, CaseIterable {
    /// Opened with `createRoom`: meant for whoever the host gives the game ID to, so quick match leaves it alone.
    case hosted
    /// Opened by a `quickMatch` that found no room: open to the next quick match of its kind.
    case quickMatch
}
