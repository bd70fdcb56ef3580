import GameCore
import Snap

extension Card {
    /// The card whose code is `code`, such as "7D"; traps on a typo in a test table.
    static func named(_ code: String) -> Card {
        guard let card = Card(code: code) else { preconditionFailure("\(code) is not a card") }
        return card
    }
}

/// The cards whose codes `text` lists, separated by spaces, such as "7D 7S KH".
func cards(_ text: String) -> [Card] {
    text.split(separator: " ").map { Card.named(String($0)) }
}

extension Snap {
    /// A table laid by hand: `seats` gives each seat's piles as "closed | open", the closed pile top first and the
    /// open pile in the order turned (its top last), such as "7D 8S | KH 2C"; the cards not named go, in the deck's
    /// order, to the bottom of `rest`'s closed pile. `active` turns next, from `activeFrom`, at turn `turn`.
    static func laid(
        _ seats: [String], rest: Int, active: Int = 0, activeFrom: Int64 = 0, turn: Int = 0,
        cooldown: Int64 = 500, timer: Int64 = 10_000
    ) -> Snap {
        var piles = seats.map { text -> SnapPiles in
            let halves = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            return SnapPiles(closed: cards(halves[0]), open: halves.count > 1 ? cards(halves[1]) : [])
        }
        let named = Set(piles.flatMap { $0.closed + $0.open })
        piles[rest].closed += Card.deck.filter { !named.contains($0) }
        let options = try! SnapOptions(seats: seats.count, cooldownMilliseconds: cooldown, turnTimerMilliseconds: timer)
        return Snap(
            options: options, piles: piles, active: Seat(active), activeFrom: GameTime(milliseconds: activeFrom),
            turn: turn)
    }

    /// Every card at the table, face down or up, seat by seat.
    var allCards: [Card] { piles.flatMap { $0.closed + $0.open } }

    /// Each seat's piles as "closed | open" in the codes `laid` reads, for comparing whole tables in a test.
    var picture: [String] {
        piles.map { pile in
            let closed = pile.closed.map(\.code).joined(separator: " ")
            let open = pile.open.map(\.code).joined(separator: " ")
            return "\(closed) | \(open)"
        }
    }

    /// Every viewer: each seat, then a spectator.
    var viewers: [Viewer] { seats.map(Viewer.seat) + [.spectator] }
}

/// Milliseconds as a game time.
func at(_ milliseconds: Int64) -> GameTime { GameTime(milliseconds: milliseconds) }
