public import GameCore

/// What one viewer may see of a game in any registered game: the only form of a game that is ever sent to a
/// client.
///
/// It is made by `AnyGame.view(for:)`, which removes what that viewer must not see (other hands, hidden mines,
/// the seed). On the wire: the kind beside the game's view fields.
public struct AnyView: Hashable, Sendable, Codable {
    // NB: held by reference, so a view (and every message, event and snapshot holding one) stays one word.
    private let storage: Storage

    private final class Storage: Sendable {
        let kind: GameKind
        let view: any GameView

        init(kind: GameKind, view: any GameView) {
            self.kind = kind
            self.view = view
        }
    }

    /// `view` of `game`.
    public init<Game: CatalogGame>(_ game: Game.Type, _ view: Game.View) {
        storage = Storage(kind: GameKind(game), view: view)
    }

    /// The game this is a view of.
    public var kind: GameKind { storage.kind }

    /// The game's own view.
    public var view: any GameView { storage.view }

    /// The view, if it is one of `game`'s.
    public func view<Game: CatalogGame>(of game: Game.Type) -> Game.View? {
        storage.view as? Game.View
    }

    /// Brings the view up to date with `update`, as a `moved` event carries it; `false`, changing nothing, when
    /// the update is for another game or this game sends no changes (a client should then ask for a snapshot).
    public mutating func apply(_ update: ViewUpdate) -> Bool {
        switch update {
        case .whole(let view):
            self = view
            return true
        case .change(let change):
            guard change.kind == kind, let applied = kind.game.applyChange(change, to: self) else { return false }
            self = applied
            return true
        }
    }

    /// Views are equal when they are the same game's and equal.
    public static func == (lhs: AnyView, rhs: AnyView) -> Bool {
        lhs.storage === rhs.storage || lhs.kind == rhs.kind && lhs.storage.view.isErasedEqual(to: rhs.storage.view)
    }

    /// Hashes the kind and the view.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        storage.view.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's view from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeView(from: decoder)
    }

    /// Encodes the kind and the view side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try storage.view.encode(to: encoder)
    }
}
