public import GameCore

extension Snap {
    /// The deck `seed` shuffles, top first: a Fisher-Yates shuffle of `Card.deck` from its last card down, each
    /// card swapped with one drawn from those at or before it by `Xoshiro256StarStar` seeded with `seed`.
    public static func shuffled(seed: SnapSeed) -> [Card] {
        var deck = Card.deck
        var generator = Xoshiro256StarStar(seed: seed)
        for index in stride(from: deck.count - 1, to: 0, by: -1) {
            deck.swapAt(index, generator.below(index + 1))
        }
        return deck
    }

    /// Each seat's closed pile, top first, when `seed`'s deck is dealt face down round-robin to `seats` seats from
    /// `starter`: the deck's top card to `starter`, the next to the seat after it, and so on, each card under the
    /// ones its seat already has. The counts differ by at most one.
    ///
    /// What anyone can run, once a round is over and its view shows the seed, to check the cards it began with.
    public static func deal(seed: SnapSeed, seats: Int, starter: Seat) -> [[Card]] {
        var hands = Array(repeating: [Card](), count: seats)
        for (position, card) in shuffled(seed: seed).enumerated() {
            hands[(starter.index + position) % seats].append(card)
        }
        return hands
    }
}
