/// A card's rank, ace low: what a match compares.
public enum Rank: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// Ace.
    case ace = 1
    /// Two.
    case two
    /// Three.
    case three
    /// Four.
    case four
    /// Five.
    case five
    /// Six.
    case six
    /// Seven.
    case seven
    /// Eight.
    case eight
    /// Nine.
    case nine
    /// Ten.
    case ten
    /// Jack.
    case jack
    /// Queen.
    case queen
    /// King.
    case king

    /// The rank's letter in a card's code: `A`, `2`-`9`, `T`, `J`, `Q`, `K`.
    public var letter: Character {
        switch self {
        case .ace: "A"
        case .ten: "T"
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        default: Character(String(rawValue))
        }
    }

    /// The rank whose letter is `letter`, or `nil`.
    public init?(letter: Character) {
        guard let rank = Self.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = rank
    }

    /// Lower ranks compare lower, ace lowest.
    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
