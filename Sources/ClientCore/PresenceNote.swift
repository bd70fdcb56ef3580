import GameCore
import WireProtocol

/// Who the online session's room line says came or went, and how that left them: what a later snapshot
/// checks the line against.
struct PresenceNote: Hashable, Sendable {
    /// The player the line names.
    var seat: Seat
    /// The connection the line implies: connected for "joined" and "is back", disconnected for "is away", left
    /// for "left".
    var connection: ConnectionState

    /// A note that the line says `seat` is now `connection`.
    init(seat: Seat, connection: ConnectionState) {
        self.seat = seat
        self.connection = connection
    }
}
