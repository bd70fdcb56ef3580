import GameCore
import TermCore

/// Each seat's own pair of keys at one keyboard, turn then snap, spread over the keyboard so that four people
/// reach theirs at once.
enum SnapSeatKeys {
    /// The pairs, by seat.
    static let pairs: [(turn: Character, snap: Character)] = [("a", "s"), ("k", "l"), ("z", "x"), (",", ".")]

    /// The pair of `seat`, or `nil` for a seat without one.
    static func pair(of seat: Seat) -> (turn: Character, snap: Character)? {
        pairs.indices.contains(seat.index) ? pairs[seat.index] : nil
    }

    /// "a turn  s snap", or "a/s" when `short`.
    static func label(of seat: Seat, short: Bool) -> String? {
        pair(of: seat).map { short ? "\($0.turn)/\($0.snap)" : "\($0.turn) turn  \($0.snap) snap" }
    }
}
