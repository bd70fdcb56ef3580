/// What the generator talks to: Parlor's own protocol, or the bare echo server that sets the floor.
enum Dialect: String, Codable, Sendable {
    /// `parlor serve`: hello, createRoom/join/watch, moves, rematches (docs/protocol.md).
    case parlor
    /// `parlor-bench echo-server`: "join ROOM", then every frame is echoed to its sender and copied to the room.
    case echo
}
