/// Why the rules of a registered game refused a move; the game is unchanged after a refusal.
///
/// On the wire: the kind, a `reason` named for the rule, and that reason's details beside them, such as
/// `{"kind": "<the game's kind>", "reason": "cellTaken", "cell": …}`. A move of another game than the room's is
/// `{"kind": "<the room's kind>", "reason": "wrongGame", "moveKind": "<the move's kind>"}`.
public struct AnyViolation: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The game whose rules refused the move (for a wrong game, the room's).
    public let kind: GameKind
    /// The game's own refusal, or `nil` for a move of another game.
    public let violation: (any WireViolation)?
    /// The game the move belonged to, when it was not the room's.
    public let wrongGameMoveKind: GameKind?

    /// `violation` of `game`'s rules.
    public init<Game: CatalogGame>(_ game: Game.Type, _ violation: Game.Violation) {
        kind = GameKind(game)
        self.violation = violation
        wrongGameMoveKind = nil
    }

    private init(playing: GameKind, moveOf: GameKind) {
        kind = playing
        violation = nil
        wrongGameMoveKind = moveOf
    }

    /// The move belongs to another game than the one being played.
    public static func wrongGame(playing: GameKind, moveOf: GameKind) -> AnyViolation {
        AnyViolation(playing: playing, moveOf: moveOf)
    }

    /// The game's refusal, if it is one of `game`'s.
    public func violation<Game: CatalogGame>(of game: Game.Type) -> Game.Violation? {
        violation as? Game.Violation
    }

    /// The refusal in terms every game shares, for choosing an error code.
    public var category: ViolationCategory { violation?.category ?? .illegalMove }

    /// The game's own sentence for the player, such as "b2 is taken by X."
    public var description: String {
        if let violation { return violation.description }
        let moveOf = wrongGameMoveKind ?? kind
        return "This room plays \(kind.displayName); a \(moveOf.displayName.lowercased()) move does not fit."
    }

    /// Refusals are equal when they are the same game's and equal.
    public static func == (lhs: AnyViolation, rhs: AnyViolation) -> Bool {
        guard lhs.kind == rhs.kind, lhs.wrongGameMoveKind == rhs.wrongGameMoveKind else { return false }
        switch (lhs.violation, rhs.violation) {
        case (nil, nil): return true
        case (let left?, let right?): return left.isErasedEqual(to: right)
        default: return false
        }
    }

    /// Hashes the kind and the refusal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(wrongGameMoveKind)
        violation?.hash(into: &hasher)
    }

    private enum WrongGameKeys: String, CodingKey {
        case reason, moveKind
    }

    private static let wrongGameReason = "wrongGame"

    /// Decodes the kind, then that game's reason and details.
    public init(from decoder: any Decoder) throws {
        let kind = try decoder.decodeGameKind()
        let container = try decoder.container(keyedBy: WrongGameKeys.self)
        if try container.decode(String.self, forKey: .reason) == Self.wrongGameReason {
            self = .wrongGame(playing: kind, moveOf: try container.decode(GameKind.self, forKey: .moveKind))
            return
        }
        self = try kind.game.decodeViolation(from: decoder)
    }

    /// Encodes the kind, the reason and its details side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        if let violation {
            try violation.encodeForWire(to: encoder)
        } else {
            var container = encoder.container(keyedBy: WrongGameKeys.self)
            try container.encode(Self.wrongGameReason, forKey: .reason)
            try container.encode(wrongGameMoveKind ?? kind, forKey: .moveKind)
        }
    }
}
