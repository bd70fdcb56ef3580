/// What handling one request produced: records to commit first, then messages to send.
public struct RoomUpdate: Hashable, Sendable {
    /// The facts to append to the room's store, atomically, before any message goes out.
    public var records: [RoomRecord]
    /// The messages, in order.
    public var messages: [Outbound]
    /// Connections that no longer belong to the room (their seat was taken over by a newer connection).
    public var evicted: [ConnectionID]
    /// Set when the spectator count changed but was announced too recently to announce again: the moment from
    /// which `Room.announceSpectators(at:)` should tell it.
    public var spectatorsDueAt: Moment?

    /// An update.
    public init(
        records: [RoomRecord] = [], messages: [Outbound] = [], evicted: [ConnectionID] = [],
        spectatorsDueAt: Moment? = nil
    ) {
        self.records = records
        self.messages = messages
        self.evicted = evicted
        self.spectatorsDueAt = spectatorsDueAt
    }
}
