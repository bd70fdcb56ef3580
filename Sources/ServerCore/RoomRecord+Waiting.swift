extension RoomRecord {
    /// How this record changes whether its room waits for players: created, and neither started nor closed.
    /// `true` from `created`, `false` from `roundStarted` and `roomClosed`, `nil` (no change) from any other.
    ///
    /// A waiting room is the one kind a server holds in memory from its start (`Room.mayUnload` is false exactly
    /// while it waits, and it must be reaped once stale); every other room is read back when someone comes to it,
    /// so a store can answer which rooms wait without reading the records of the rest.
    public var waitingForPlayers: Bool? {
        switch self {
        case .created: true
        case .roundStarted, .roundChosen, .roomClosed: false
        case .seatTaken, .moved, .timedMove, .roundEnded, .victoryClaimed, .aborted, .rematchRequested,
            .playerDisconnected,
            .playerReconnected, .playerLeft, .spectatorsChanged:
            nil
        }
    }

    /// Whether a room whose records are `records` waits for players after them, given whether it waited before.
    public static func waitingForPlayers(after records: some Sequence<RoomRecord>, waitingBefore: Bool) -> Bool {
        records.reduce(waitingBefore) { $1.waitingForPlayers ?? $0 }
    }
}
