public import GameCore

/// The options a room of one game is created with: on the wire, the fields beside the setup's `kind`.
public protocol GameOptions: Hashable, Sendable, Codable {
    /// How many seats a room with these options has.
    var seatCount: Int { get }

    /// The seat that moves first in round 1; later rounds go round the seats.
    var firstStarter: Seat { get }
}

extension GameOptions {
    /// Seat 0 starts.
    public var firstStarter: Seat { Seat(0) }
}
