public import GameCatalog

/// An intent of any registered game, as room-level code carries it from a key or a command to the game's play
/// parts: the game's kind beside the game's own `GamePlay.Intent`.
public struct PlayIntent: Hashable, Sendable {
    /// The game the intent is for.
    public let kind: GameKind
    /// The game's own intent.
    public let intent: any Hashable & Sendable

    /// `intent` of `play`'s game.
    @inlinable
    public init<Play: GamePlay>(_ play: Play.Type, _ intent: Play.Intent) {
        self.kind = play.kind
        self.intent = intent
    }

    /// The intent, if it is one of `play`'s game.
    @inlinable
    public func intent<Play: GamePlay>(of play: Play.Type) -> Play.Intent? {
        intent as? Play.Intent
    }

    /// Intents are equal when they are the same game's and equal.
    public static func == (lhs: PlayIntent, rhs: PlayIntent) -> Bool {
        lhs.kind == rhs.kind && lhs.intent.isErasedEqual(to: rhs.intent)
    }

    /// Hashes the kind and the intent.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        intent.hashErased(into: &hasher)
    }
}
