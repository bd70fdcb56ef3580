public import GameCore
public import WireProtocol

/// The running score of a match: rounds won by each seat, and draws.
public struct Score: Hashable, Sendable {
    /// Rounds won, by seat index.
    public private(set) var wins: [Int]
    /// Rounds drawn.
    public private(set) var draws: Int
    /// Rounds every seat lost together (a mine hit on a shared board).
    public private(set) var lostByAll: Int

    /// A score of nothing each for `seatCount` seats.
    public init(seatCount: Int) {
        wins = Array(repeating: 0, count: seatCount)
        draws = 0
        lostByAll = 0
    }

    /// The score a room keeps, as the server sent it.
    public init(_ score: RoomScore) {
        wins = score.wins
        draws = score.draws
        lostByAll = score.sharedLosses
    }

    /// Rounds won by `seat`.
    public subscript(seat: Seat) -> Int { wins[seat.index] }

    /// Counts a finished round.
    public mutating func record(_ outcome: Outcome) {
        switch outcome {
        case .won(let seats): for seat in seats { wins[seat.index] += 1 }
        case .draw: draws += 1
        case .lostByAll: lostByAll += 1
        }
    }
}
