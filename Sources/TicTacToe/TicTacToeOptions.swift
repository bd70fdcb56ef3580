public import GameCatalog
public import GameCore

/// How a tic-tac-toe room is set up.
public struct TicTacToeOptions: GameOptions {
    /// Always 2.
    public var seatCount: Int { 2 }

    /// The seat that moves first in round 1; later rounds alternate. Seat 0 plays X, seat 1 plays O.
    public var firstStarter: Seat

    /// Options with `firstStarter` (seat 0, X, unless given) opening the first round.
    public init(firstStarter: Seat = Seat(0)) {
        self.firstStarter = firstStarter
    }

    private enum CodingKeys: String, CodingKey {
        case firstStarter
    }

    /// Decodes the options; a missing `firstStarter` means seat 0, and a seat other than 0 or 1 is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let starter = try container.decodeIfPresent(Seat.self, forKey: .firstStarter) ?? Seat(0)
        guard Mark(seat: starter) != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .firstStarter, in: container,
                debugDescription: "tic-tac-toe is started by seat 0 or 1, not \(starter.index)")
        }
        firstStarter = starter
    }

    /// Encodes every option, defaults included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(firstStarter, forKey: .firstStarter)
    }
}
