public import WireProtocol

/// A taken seat as stored: the player's name and the hash of the seat's secret.
public struct TakenSeat: Hashable, Sendable {
    /// The player's name.
    public var name: PlayerName
    /// The hash of the secret that opens the seat.
    public var secretHash: SecretHash

    /// A taken seat.
    public init(name: PlayerName, secretHash: SecretHash) {
        self.name = name
        self.secretHash = secretHash
    }
}
