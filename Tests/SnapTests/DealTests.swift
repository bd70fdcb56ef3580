import GameCore
import PropertyBased
import Snap
import Testing

/// The deal: the 52 cards, face down, round-robin from the starter, from a shuffle anyone holding the seed can redo.
@Suite struct DealTests {
    static let seeds = zip(Gen<UInt64>.value(), Gen<UInt64>.value())

    @Test func theDeckIsTheFiftyTwoCardsInOrder() {
        #expect(Card.deck.count == 52 && Set(Card.deck).count == 52)
        #expect(Card.deck.prefix(3).map(\.code) == ["AC", "2C", "3C"] && Card.deck.last?.code == "KS")
    }

    @Test func everyDealHoldsTheFiftyTwoCardsRoundRobinFromTheStarter() async {
        await propertyCheck(count: 300, input: Self.seeds, Gen.int(in: 2...4), Gen.int(in: 0...3)) {
            halves, seats, starterCode in
            let seed = SnapSeed(high: halves.0, low: halves.1)
            let starter = Seat(starterCode % seats)
            let game = Snap(options: try SnapOptions(seats: seats), starter: starter, seed: seed)
            let deck = Snap.shuffled(seed: seed)
            #expect(Set(deck) == Set(Card.deck) && deck.count == 52)
            #expect(game.allCards.count == 52 && Set(game.allCards) == Set(Card.deck))
            // Round-robin from the starter: card k of the deck is the (k / seats)th of seat starter + k.
            for (position, card) in deck.enumerated() {
                let seat = (starter.index + position) % seats
                #expect(game.piles[seat].closed[position / seats] == card)
            }
            let counts = game.piles.map(\.count)
            #expect(counts.max()! - counts.min()! <= 1)
            #expect(game.piles[starter.index].count == counts.max())
            #expect(game.piles.allSatisfy { $0.open.isEmpty })
            #expect(game.active == starter && game.turn == 0 && game.movesPlayed == 0)
            #expect(Snap.deal(seed: seed, seats: seats, starter: starter) == game.piles.map(\.closed))
        }
    }

    @Test func everyBitOfTheSeedCounts() async {
        await propertyCheck(count: 200, input: Self.seeds, Gen.int(in: 0...127)) { halves, bit in
            let seed = SnapSeed(high: halves.0, low: halves.1)
            let flipped =
                bit < 64
                ? SnapSeed(high: halves.0, low: halves.1 ^ (1 << UInt64(bit)))
                : SnapSeed(high: halves.0 ^ (1 << UInt64(bit - 64)), low: halves.1)
            #expect(Snap.shuffled(seed: seed) != Snap.shuffled(seed: flipped))
        }
    }

    /// A fixed seed's deal, so that a change to the shuffle, which would deal every stored round anew, is seen.
    @Test func aKnownSeedDealsAKnownDeck() {
        let deck = Snap.shuffled(seed: SnapSeed(high: 1, low: 2))
        #expect(deck.prefix(8).map(\.code) == Self.knownPrefix)
    }

    static let knownPrefix = ["8S", "TH", "AH", "5C", "8C", "QH", "2C", "6H"]

    @Test func theCatalogsSeedFillsTheLowerHalf() {
        let options = try! SnapOptions(seats: 3)
        #expect(
            Snap.newRound(of: options, starter: Seat(1), seed: 42)
                == Snap(
                    options: options, starter: Seat(1), seed: SnapSeed(high: 0, low: 42)))
    }
}
