public import GameCore

/// The options a room of one game is created with: on the wire, the fields beside the setup's `kind`.
public protocol GameOptions: Hashable, Sendable, Codable {
    /// How many seats a room with these options has.
    var seatCount: Int { get }

    /// The seat that moves first in round 1; later rounds go round the seats.
    var firstStarter: Seat { get }
    /// Whether the room draws round 1's starter when it opens, the options leaving it to chance; `false` by
    /// default.
    var drawsFirstStarter: Bool { get }
    /// These options with `seat` to start round 1, as the room draws it; the options themselves by default.
    func startingWith(_ seat: Seat) -> Self
}

extension GameOptions {
    /// Seat 0 starts.
    public var firstStarter: Seat { Seat(0) }

    /// The options choose the first starter.
    public var drawsFirstStarter: Bool { false }

    /// The options themselves: their first starter is their own.
    public func startingWith(_ seat: Seat) -> Self { self }
}
