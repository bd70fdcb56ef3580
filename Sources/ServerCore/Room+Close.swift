public import WireProtocol

extension Room {
    /// Closes the room for `reason` at `now`: every connection in it gets `roomClosed`, then all of them leave
    /// the room (listed in `evicted`), free to create, join or watch another.
    ///
    /// The update's record is the room's last fact; a server that deletes the room instead of storing it (an
    /// expired room) still sends the messages.
    public mutating func close(_ reason: RoomCloseReason, at now: Moment) -> RoomUpdate {
        var update = RoomUpdate()
        guard !closed else { return update }
        emit(.roomClosed(reason: reason), at: now, into: &update)
        update.evicted = (players.keys + spectators).sorted()
        players = [:]
        spectators = []
        return update
    }
}
