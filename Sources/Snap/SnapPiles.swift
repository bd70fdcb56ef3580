/// One seat's cards: its closed pile, face down, and its open pile, face up.
///
/// Wire shape (the stored game only, never a view): `{"closed": ["7D", …], "open": ["KS", …]}`.
public struct SnapPiles: Hashable, Sendable, Codable {
    /// The face-down pile, top first: a turn takes the first card, cards won or paid go to the end.
    public var closed: [Card]
    /// The face-up pile in the order the cards were turned: the last is the top everyone sees.
    public var open: [Card]

    /// Piles holding `closed` (top first) and `open` (top last).
    public init(closed: [Card] = [], open: [Card] = []) {
        self.closed = closed
        self.open = open
    }

    /// How many cards the seat holds.
    public var count: Int { closed.count + open.count }

    /// Whether the seat holds no card, so is out of the round.
    public var isEmpty: Bool { closed.isEmpty && open.isEmpty }

    /// The open pile's top card, the one the table shows.
    public var top: Card? { open.last }

    /// Whether the seat can turn a card: from its closed pile, or from its open pile turned over when that holds
    /// more than one card (turning over a single card would show the same card again).
    public var canTurn: Bool { !closed.isEmpty || open.count > 1 }

    /// Turns the open pile over to become the closed pile, as a real pile turned over: the first card turned is
    /// on top. Only when the closed pile is empty.
    mutating func flip() {
        closed = open
        open = []
    }

    /// Takes the closed pile's top card, turning the open pile over first when the closed pile is empty; `nil`
    /// when the seat holds nothing.
    mutating func takeTop() -> (card: Card, flipped: Bool)? {
        var flipped = false
        if closed.isEmpty {
            guard !open.isEmpty else { return nil }
            flip()
            flipped = true
        }
        return (closed.removeFirst(), flipped)
    }

    /// The public part: the counts and the open top.
    var summary: SnapPileView { SnapPileView(closed: closed.count, open: open.count, top: top) }
}
