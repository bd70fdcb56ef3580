import Snap
import TerminalUI

/// How cards and piles are written on the screen: `[ 7♦]` (`[ 7D]` in ASCII), `[10♥]`, a face-down pile `[##]`.
/// Every face is as wide in both glyph sets, so the table's layout is the same.
enum SnapCardFace {
    /// How many columns a card takes.
    static let cardWidth = 5
    /// How many columns a face-down pile takes, without its count.
    static let backWidth = 4

    /// `[ 7♦]`, `[10♥]`; in ASCII `[ 7D]`, `[ TH]`.
    static func card(_ card: Card, glyphs: GlyphSet) -> String {
        switch glyphs {
        case .unicode:
            let rank = card.rank == .ten ? "10" : " \(card.rank.letter)"
            return "[\(rank)\(suit(card.suit))]"
        case .ascii:
            return "[ \(card.code)]"
        }
    }

    /// An empty open pile: `[   ]`.
    static let noCard = "[   ]"

    /// A face-down pile: `[##]`, or `[  ]` when it is empty.
    static func back(count: Int) -> String {
        count > 0 ? "[##]" : "[  ]"
    }

    /// The suit's symbol: ♣ ♦ ♥ ♠.
    static func suit(_ suit: Suit) -> Character {
        switch suit {
        case .clubs: "♣"
        case .diamonds: "♦"
        case .hearts: "♥"
        case .spades: "♠"
        }
    }
}
