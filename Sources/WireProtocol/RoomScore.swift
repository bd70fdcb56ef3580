public import GameCore

/// A room's running score over its rounds; aborted rounds do not count.
public struct RoomScore: Hashable, Sendable, Codable {
    /// Rounds won, by seat number.
    public var wins: [Int]
    /// Rounds nobody won.
    public var draws: Int
    /// Rounds every seat lost together (a co-operative game that failed).
    public var sharedLosses: Int

    /// A score with `wins` by seat, `draws` and `sharedLosses`.
    public init(wins: [Int], draws: Int = 0, sharedLosses: Int = 0) {
        self.wins = wins
        self.draws = draws
        self.sharedLosses = sharedLosses
    }

    /// Nothing yet, for `seatCount` seats.
    public init(seatCount: Int) {
        self.init(wins: Array(repeating: 0, count: seatCount))
    }

    /// Counts a finished round; a winner outside the seats is ignored.
    public mutating func record(_ outcome: Outcome) {
        switch outcome {
        case .won(let seats):
            for seat in seats where wins.indices.contains(seat.index) { wins[seat.index] += 1 }
        case .draw:
            draws += 1
        case .lostByAll:
            sharedLosses += 1
        }
    }
}
