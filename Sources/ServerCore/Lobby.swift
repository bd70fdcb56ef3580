public import GameCatalog
public import WireProtocol

/// Choices across rooms.
public enum Lobby {
    /// The room a quick match of `kind` seats a player in: the oldest open one, or `nil` to create one.
    public static func quickMatch(kind: GameKind, among rooms: some Sequence<Room>) -> GameID? {
        rooms.filter { $0.setup.kind == kind && $0.isOpen }
            .min { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }?.id
    }
}
