public import GameCore

/// What a seat writes on the board: seat 0 plays X, seat 1 plays O.
public enum Mark: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The mark of seat 0.
    case x
    /// The mark of seat 1.
    case o

    /// The mark of `seat`, or `nil` for a seat that does not play tic-tac-toe.
    public init?(seat: Seat) {
        switch seat.index {
        case 0: self = .x
        case 1: self = .o
        default: return nil
        }
    }

    /// The seat that plays this mark.
    public var seat: Seat { Seat(self == .x ? 0 : 1) }

    /// The other mark.
    public var opponent: Mark { self == .x ? .o : .x }

    /// "X" or "O".
    public var description: String { self == .x ? "X" : "O" }
}
