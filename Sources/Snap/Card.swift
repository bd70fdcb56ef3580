/// One of the 52 cards.
///
/// Wire shape: its two-letter code, rank then suit, such as `"7D"` (seven of diamonds) or `"TH"` (ten of hearts);
/// decoding refuses any other string.
public struct Card: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rank, which a match compares.
    public let rank: Rank
    /// The suit.
    public let suit: Suit

    /// The `rank` of `suit`.
    public init(_ rank: Rank, of suit: Suit) {
        self.rank = rank
        self.suit = suit
    }

    /// The card whose code is `code`, such as "7D", or `nil`.
    public init?(code: String) {
        let letters = Array(code)
        guard letters.count == 2, let rank = Rank(letter: letters[0]), let suit = Suit(letter: letters[1]) else {
            return nil
        }
        self.init(rank, of: suit)
    }

    /// The two-letter code: "7D", "TH", "AS".
    public var code: String { String([rank.letter, suit.letter]) }

    /// The code.
    public var description: String { code }

    // NB: the order the shuffle starts from, so anyone holding the seed can deal the same cards: clubs, diamonds,
    // hearts, spades, each ace to king.
    /// The 52 cards in a fresh deck's order: clubs, diamonds, hearts, spades, each from ace to king.
    public static let deck: [Card] = Suit.allCases.flatMap { suit in Rank.allCases.map { Card($0, of: suit) } }

    /// Decodes a card from its code.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        guard let card = Card(code: code) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(code)\" is not a card: a rank (A, 2-9, T, J, Q, K) then a suit (C, D, H, S).")
        }
        self = card
    }

    /// Encodes the card as its code.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }
}
