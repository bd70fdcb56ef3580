public import GameCatalog

/// The games' play parts the client is built with: the client's registry, as `GameRegistry` is the rules'. The
/// executable lists its games once (`Games.plays`); the tests list theirs.
public struct PlayRegistry: Hashable, Sendable {
    /// The play parts, in the order given.
    public let plays: [any GamePlay.Type]

    /// A registry of `plays`; a game listed twice keeps its first entry.
    public init(_ plays: [any GamePlay.Type]) {
        var seen: Set<GameKind> = []
        self.plays = plays.filter { seen.insert($0.kind).inserted }
    }

    /// The play parts of `kind`'s game, or `nil` when this client was built without them.
    public func play(for kind: GameKind) -> (any GamePlay.Type)? {
        plays.first { $0.kind == kind }
    }

    /// Registries are equal when they list the same games in the same order.
    public static func == (lhs: PlayRegistry, rhs: PlayRegistry) -> Bool {
        lhs.plays.map { $0.kind } == rhs.plays.map { $0.kind }
    }

    /// Hashes the games listed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(plays.map { $0.kind })
    }
}
