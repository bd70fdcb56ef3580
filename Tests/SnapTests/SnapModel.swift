import GameCore
import Snap

/// The rules' card flows written out a second time, plainly, for the property tests to hold the game to: what a
/// turn, a call or a deal-out must leave at the table.
enum SnapModel {
    /// Seats clockwise from `seat`'s left, `seat` itself last.
    static func clockwise(after seat: Seat, seats: Int) -> [Seat] {
        (1...seats).map { Seat((seat.index + $0) % seats) }
    }

    /// The seats whose open top shares its rank with another's, clockwise from `seat` (itself first).
    static func matching(_ piles: [SnapPiles], from seat: Seat) -> [Seat] {
        let ranks = piles.compactMap(\.open.last?.rank)
        let order = [seat] + clockwise(after: seat, seats: piles.count).dropLast()
        return order.filter { owner in
            piles[owner.index].open.last.map { top in ranks.count { $0 == top.rank } > 1 } ?? false
        }
    }

    /// A pile turned over: the open pile face down, its first card on top.
    static func flipped(_ pile: SnapPiles) -> SnapPiles {
        SnapPiles(closed: pile.open, open: [])
    }

    /// The piles after `seat` turns a card.
    static func turned(_ piles: [SnapPiles], by seat: Seat) -> [SnapPiles] {
        var piles = piles
        var own = piles[seat.index]
        if own.closed.isEmpty { own = flipped(own) }
        own.open.append(own.closed.removeFirst())
        piles[seat.index] = own
        return piles
    }

    /// The piles after `seat`'s correct call on `matching`.
    static func taken(_ piles: [SnapPiles], by seat: Seat, matching: [Seat]) -> [SnapPiles] {
        var piles = piles
        for owner in matching {
            piles[seat.index].closed += piles[owner.index].open
            piles[owner.index].open = []
        }
        return piles
    }

    /// The piles after `seat`'s wrong call: one card to each other seat holding cards, clockwise, till it runs out.
    static func paid(_ piles: [SnapPiles], by seat: Seat) -> [SnapPiles] {
        var piles = piles
        let receivers = clockwise(after: seat, seats: piles.count).filter {
            $0 != seat && !(piles[$0.index].closed.isEmpty && piles[$0.index].open.isEmpty)
        }
        for receiver in receivers {
            var payer = piles[seat.index]
            if payer.closed.isEmpty { payer = flipped(payer) }
            guard !payer.closed.isEmpty else { break }
            piles[receiver.index].closed.append(payer.closed.removeFirst())
            piles[seat.index] = payer
        }
        return piles
    }

    /// The piles after `seat` is dealt out.
    static func dealtOut(_ piles: [SnapPiles], seat: Seat) -> [SnapPiles] {
        var piles = piles
        let cards = piles[seat.index].closed + piles[seat.index].open
        let receivers = clockwise(after: seat, seats: piles.count).filter {
            $0 != seat && !(piles[$0.index].closed.isEmpty && piles[$0.index].open.isEmpty)
        }
        piles[seat.index] = SnapPiles()
        for (position, card) in cards.enumerated() {
            piles[receivers[position % receivers.count].index].closed.append(card)
        }
        return piles
    }
}
