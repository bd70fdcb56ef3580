public import GameCore

extension Snap {
    /// The deck `seed` shuffles, top first, by a procedure anyone can redo from the seed a finished round shows:
    ///
    /// 1. Start from `Card.deck` (clubs, diamonds, hearts, spades, each ace to king), positions 0 to 51.
    /// 2. Seed xoshiro256** with four words: the first two outputs of SplitMix64 seeded with `seed.high`, then
    ///    the first two of SplitMix64 seeded with `seed.low`.
    /// 3. For each position `i` from 51 down to 1, draw `j` as the high 64 bits of the 128-bit product of the
    ///    generator's next output and `i + 1`, and swap the cards at `i` and `j`.
    ///
    /// Position 0 is the top of the deck, the first card dealt.
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
