public import GameCore

/// What a move made public: the card it turned, who took how many, who paid whom, who was dealt out.
///
/// Wire shape: `{"turned": {"card": "7D", "by": 1, "flipped": false}}`,
/// `{"snapped": {"by": 0, "from": [0, 2], "cards": 9}}`, `{"missed": {"by": 2, "paid": [3, 0]}}` or
/// `{"dealtOut": {"seat": 3, "among": [0, 1]}}`.
public enum SnapEvent: Hashable, Sendable, Codable {
    /// `by` turned `card` onto its open pile, having turned its open pile over first (`flipped`) when its closed
    /// pile was empty.
    case turned(card: Card, by: Seat, flipped: Bool)
    /// `by` called snap on a match and took the matching open piles of `from`, clockwise from itself, `cards`
    /// cards in all, to the bottom of its closed pile.
    case snapped(by: Seat, from: [Seat], cards: Int)
    /// `by` called snap with no match and paid one card to each seat of `paid`, in order, to the bottom of their
    /// closed piles (fewer when it ran out), turning its open pile over whenever its closed pile was empty.
    case missed(by: Seat, paid: [Seat])
    /// `seat` was away too long: its cards, closed pile then open pile turned over, went round-robin to `among`,
    /// clockwise from its left, to the bottom of their closed piles.
    case dealtOut(seat: Seat, among: [Seat])

    /// The seat the event happened to or by.
    public var seat: Seat {
        switch self {
        case .turned(_, let seat, _), .snapped(let seat, _, _), .missed(let seat, _), .dealtOut(let seat, _): seat
        }
    }
}
