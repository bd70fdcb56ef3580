public import GameCatalog

/// A game's own state in an online session (`GamePlay.ClientState`), held by room-level code that does not know
/// the game.
public struct AnyClientState: Hashable, Sendable {
    /// The game it belongs to.
    public let kind: GameKind
    /// The game's own state.
    public let state: any Hashable & Sendable

    /// `state` of `play`'s game.
    @inlinable
    public init<Play: GamePlay>(_ play: Play.Type, _ state: Play.ClientState) {
        self.kind = play.kind
        self.state = state
    }

    /// The state, if it is `play`'s game's.
    @inlinable
    public func state<Play: GamePlay>(of play: Play.Type) -> Play.ClientState? {
        state as? Play.ClientState
    }

    /// States are equal when they are the same game's and equal.
    public static func == (lhs: AnyClientState, rhs: AnyClientState) -> Bool {
        lhs.kind == rhs.kind && lhs.state.isErasedEqual(to: rhs.state)
    }

    /// Hashes the kind and the state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        state.hashErased(into: &hasher)
    }
}
