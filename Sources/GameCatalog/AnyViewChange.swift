public import GameCore

/// What one move changed, for a game whose views are kept up to date by changes rather than sent whole.
///
/// On the wire: the kind beside the game's change fields. Like a view, a change holds only what its viewer may
/// see.
public struct AnyViewChange: Hashable, Sendable, Codable {
    // NB: held by reference, for the same reason as `AnyView`: every event and message holding one stays small.
    private let box: GameValueBox

    /// `change` of `game`'s view.
    public init<Game: CatalogGame>(_ game: Game.Type, _ change: Game.View.Update) {
        box = TypedGameValueBox(kind: GameKind(game), value: change)
    }

    /// The game this changes.
    public var kind: GameKind { box.kind }

    /// The game's own change.
    public var change: any Hashable & Sendable & Codable { box.anyValue }

    /// The change, if it is one of `game`'s.
    public func change<Game: CatalogGame>(of game: Game.Type) -> Game.View.Update? {
        (box as? TypedGameValueBox<Game.View.Update>)?.value
    }

    /// Changes are equal when they are the same game's and equal.
    public static func == (lhs: AnyViewChange, rhs: AnyViewChange) -> Bool {
        lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
    }

    /// Hashes the kind and the change.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        box.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's change from the same object; a game that sends whole views has none.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeChange(from: decoder)
    }

    /// Encodes the kind and the change side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try box.encode(to: encoder)
    }
}
