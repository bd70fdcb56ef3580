public import GameCore

/// A move in any registered game: what a client sends as its intent.
///
/// On the wire: the kind beside the game's move fields, flat in one object: `{"kind": "<the game's kind>", …}`.
public struct AnyMove: Hashable, Sendable, Codable {
    /// The game the move belongs to.
    public let kind: GameKind
    /// The game's own move.
    public let move: any Hashable & Sendable & Codable

    /// `move` of `game`.
    @inlinable
    public init<Game: CatalogGame>(_ game: Game.Type, _ move: Game.Move) {
        kind = GameKind(game)
        self.move = move
    }

    /// Whether the move's game writes its moves' own JSON (`WritesOwnJSON`).
    public var hasOwnJSON: Bool { kind.game.movesWriteOwnJSON }

    /// Appends the move's own JSON when its game writes it; `false`, writing nothing, otherwise.
    public func writeOwnJSON(into bytes: inout [UInt8]) -> Bool {
        kind.game.writeOwnJSON(of: self, into: &bytes)
    }

    /// The move, if it is one of `game`'s.
    @inlinable
    public func move<Game: CatalogGame>(of game: Game.Type) -> Game.Move? {
        move as? Game.Move
    }

    /// Moves are equal when they are the same game's and equal.
    public static func == (lhs: AnyMove, rhs: AnyMove) -> Bool {
        lhs.kind == rhs.kind && lhs.move.isErasedEqual(to: rhs.move)
    }

    /// Hashes the kind and the move.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        move.hash(into: &hasher)
    }

    /// Decodes the kind, then that game's move from the same object.
    public init(from decoder: any Decoder) throws {
        self = try decoder.decodeGameKind().game.decodeMove(from: decoder)
    }

    /// Encodes the kind and the move side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        try move.encode(to: encoder)
    }
}
