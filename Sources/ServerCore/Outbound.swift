public import WireProtocol

/// A message for one connection, sent only after the records of the same update are committed.
public struct Outbound: Hashable, Sendable {
    /// Who gets it.
    public var connection: ConnectionID
    /// What they get.
    public var message: ServerMessage

    /// A message for `connection`.
    public init(_ connection: ConnectionID, _ message: ServerMessage) {
        self.connection = connection
        self.message = message
    }
}
