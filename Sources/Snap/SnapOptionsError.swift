public import GameCore

/// Why Snap's options are not allowed, as a sentence saying what is allowed instead.
public enum SnapOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The number of seats is outside `Snap.seatRange`.
    case seatsOutOfRange(Int)
    /// The cooldown is outside `SnapOptions.cooldownRange`.
    case cooldownOutOfRange(Int64)
    /// The turn timer is outside `SnapOptions.turnTimerRange`.
    case turnTimerOutOfRange(Int64)
    /// The first starter is not one of the `seats` seats.
    case starterOutOfRange(Seat, seats: Int)

    /// A sentence naming the wrong value and the allowed range.
    public var description: String {
        switch self {
        case .seatsOutOfRange(let seats):
            let range = Snap.seatRange
            return "Snap is played by \(range.lowerBound) to \(range.upperBound) players, not \(seats)."
        case .cooldownOutOfRange(let cooldown):
            let range = SnapOptions.cooldownRange
            return "The cooldown between turns is \(range.lowerBound) to \(range.upperBound) ms, not \(cooldown)."
        case .turnTimerOutOfRange(let timer):
            let range = SnapOptions.turnTimerRange
            return "The turn timer is \(range.lowerBound) to \(range.upperBound) ms, not \(timer)."
        case .starterOutOfRange(let seat, let seats):
            return "The first seat to turn is one of seats 0 to \(seats - 1), not \(seat.index)."
        }
    }
}
