/// A card's suit: it never matters to a match, only to telling cards apart.
public enum Suit: Int, Hashable, Sendable, CaseIterable {
    /// Clubs.
    case clubs
    /// Diamonds.
    case diamonds
    /// Hearts.
    case hearts
    /// Spades.
    case spades

    /// The suit's letter in a card's code: `C`, `D`, `H`, `S`.
    public var letter: Character {
        switch self {
        case .clubs: "C"
        case .diamonds: "D"
        case .hearts: "H"
        case .spades: "S"
        }
    }

    /// Whether the suit is printed in red.
    public var isRed: Bool { self == .diamonds || self == .hearts }

    /// The suit whose letter is `letter`, or `nil`.
    public init?(letter: Character) {
        guard let suit = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = suit
    }
}
