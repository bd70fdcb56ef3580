/// A choice made at a round's end in any registered game (`CatalogGame.RoundChoice`): what the next round is to be,
/// such as "the same Queen with a new command".
///
/// On the wire: the kind beside the game's choice fields.
public struct AnyRoundChoice: Hashable, Sendable, Codable {
    // NB: held by reference, as the other values of any game are.
    private let box: GameValueBox

    /// `choice` of `game`.
    public init<Game: CatalogGame>(_ game: Game.Type, _ choice: Game.RoundChoice) {
        box = TypedGameValueBox(kind: GameKind(game), value: choice)
    }

    /// The game the choice is for.
    public var kind: GameKind { box.kind }

    /// The choice, if it is one of `game`'s.
    public func choice<Game: CatalogGame>(of game: Game.Type) -> Game.RoundChoice? {
        (box as? TypedGameValueBox<Game.RoundChoice>)?.value
    }

    /// Choices are equal when they are the same game's and equal.
    public static func == (lhs: AnyRoundChoice, rhs: AnyRoundChoice) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Hashes the kind and the choice.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        box.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's choice from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeRoundChoice(from: decoder)
    }

    /// Encodes the kind and the choice side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try box.encode(to: encoder)
    }
}
