/// What everyone sees of one seat's cards: how many lie face down and face up, and the open pile's top.
///
/// Wire shape: `{"closed": 13, "open": 4, "top": "7D"}`, `top` left out when the open pile is empty.
public struct SnapPileView: Hashable, Sendable, Codable {
    /// How many cards the closed pile holds.
    public var closed: Int
    /// How many cards the open pile holds.
    public var open: Int
    /// The open pile's top card; `nil` when it is empty.
    public var top: Card?

    /// A pile of `closed` face-down and `open` face-up cards showing `top`.
    public init(closed: Int, open: Int, top: Card?) {
        self.closed = closed
        self.open = open
        self.top = top
    }

    /// How many cards the seat holds.
    public var count: Int { closed + open }

    /// Whether the seat holds no card, so is out of the round.
    public var isOut: Bool { count == 0 }

    /// Turns the open pile over to become the closed pile (its top goes face down).
    mutating func flip() {
        closed = open
        open = 0
        top = nil
    }
}
