public import GameCatalog
public import WireProtocol

/// Choices across rooms.
public enum Lobby {
    /// The room a quick match of `kind` seats a player in: the oldest open one that a quick match opened, or `nil`
    /// to create one.
    ///
    /// NB: a hosted room waits for the friend its host gave the game ID to; seating a stranger there would leave
    /// the friend facing `roomFull`, so quick match pairs only players who asked for it.
    public static func quickMatch(kind: GameKind, among rooms: some Sequence<Room>) -> GameID? {
        rooms.filter { $0.origin == .quickMatch && $0.setup.kind == kind && $0.isOpen }
            .min { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }?.id
    }
}
