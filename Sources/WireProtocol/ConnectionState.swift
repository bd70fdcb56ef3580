/// Whether a seated player is there.
public enum ConnectionState: String, Hashable, Sendable, Codable, CaseIterable {
    /// The player's connection is open.
    case connected
    /// The connection dropped; the player may come back with the seat secret.
    case disconnected
    /// The player sent `leave`; they may still come back with the seat secret.
    case left
}
