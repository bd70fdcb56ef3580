public import TicTacToe

/// Why the rules of a catalog game refused a move; the game is unchanged after a refusal.
///
/// On the wire: the kind, a `reason` named for the rule, and that reason's details, such as
/// `{"kind": "tic-tac-toe", "reason": "squareTaken", "square": {"column": 1, "row": 1}, "by": "x"}`.
public enum AnyViolation: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A tic-tac-toe rule was broken.
    case ticTacToe(TicTacToe.Violation)

    /// The game whose rules refused the move.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        }
    }

    /// The refusal in terms every game shares, for choosing an error code.
    public var category: ViolationCategory {
        switch self {
        case .ticTacToe(.notAPlayer): return .notAPlayer
        case .ticTacToe(.notYourTurn): return .notYourTurn
        case .ticTacToe(.gameOver): return .gameOver
        case .ticTacToe(.squareTaken), .ticTacToe(.offBoard): return .illegalMove
        }
    }

    /// The game's own sentence for the player, such as "b2 is taken by X."
    public var description: String {
        switch self {
        case .ticTacToe(let violation): return violation.description
        }
    }

    /// Decodes the kind, then that game's reason and details.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToe.Violation.decodeFromWire(decoder))
        }
    }

    /// Encodes the kind, the reason and its details side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let violation): try violation.encodeForWire(to: encoder)
        }
    }
}
