public import GameCore

/// Which game a room plays: a registered game, named on the wire by its `kindName`.
///
/// A kind leads to the game's own type, so what room-level code asks of it (seats, traits, names, the standard
/// setup) comes from the game itself; kinds compare by game. Decoding a kind needs the games it may be: a
/// `GameRegistry` in the decoder's `userInfo`.
public struct GameKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The game's type.
    public let game: any CatalogGame.Type

    /// The kind of `game`.
    public init(_ game: any CatalogGame.Type) {
        self.game = game
    }

    /// The wire name: the game's `kindName`.
    public var rawValue: String { game.kindName }

    /// How many seats a room of this game may have.
    public var seatRange: ClosedRange<Int> { game.seatRange }

    /// How a room plays this game: who acts, who may join, what starts a new round, how results count.
    public var traits: GameTraits { game.traits }

    /// The game's name for people: its `displayName`.
    public var displayName: String { game.displayName }

    /// The setup a room gets when nobody chose one, as in a quick match.
    public var standardSetup: GameSetup {
        game.standardSetup
    }

    /// The wire name: the game's `kindName`.
    public var description: String { rawValue }

    /// Kinds are equal when they are the same game.
    public static func == (lhs: GameKind, rhs: GameKind) -> Bool {
        ObjectIdentifier(lhs.game) == ObjectIdentifier(rhs.game)
    }

    /// Hashes the game's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(game))
    }

    /// Decodes a kind from its wire name, naming the known kinds when the name is not one of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        let kinds = try GameRegistry.kinds(of: decoder)
        guard let kind = kinds.first(where: { $0.rawValue == name }) else {
            let known = kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown game kind \(quoted(name)); known kinds: \(known)")
        }
        self = kind
    }

    /// Encodes the kind as its wire name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
