public import WireProtocol

/// A message for one connection, or the same message for every spectator of a room, sent only after the records
/// of the same update are committed.
public struct Outbound: Hashable, Sendable {
    /// Who gets it.
    public var receiver: Receiver
    /// What they get.
    public var message: ServerMessage

    /// Who gets a message.
    public enum Receiver: Hashable, Sendable {
        /// One connection.
        case connection(ConnectionID)
        /// Each of these spectators, in order: the room's spectators when the message was made.
        ///
        /// NB: one message for all of them, so that a move costs the room one message and the server one encoding
        /// however many watch, not one of each per spectator (and a sort of every connection to list them).
        case spectators([ConnectionID])
    }

    /// A message for `connection`.
    public init(_ connection: ConnectionID, _ message: ServerMessage) {
        self.receiver = .connection(connection)
        self.message = message
    }

    /// The same message for each of `spectators`.
    public init(spectators: [ConnectionID], _ message: ServerMessage) {
        self.receiver = .spectators(spectators)
        self.message = message
    }

    /// The one connection that gets it; `nil` for spectators' message.
    public var connection: ConnectionID? {
        if case .connection(let connection) = receiver { return connection }
        return nil
    }

    /// Whether `connection` gets it.
    public func reaches(_ connection: ConnectionID) -> Bool {
        switch receiver {
        case .connection(let receiver): receiver == connection
        case .spectators(let spectators): spectators.contains(connection)
        }
    }
}
