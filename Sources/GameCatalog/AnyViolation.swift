public import Minesweeper
public import TicTacToe

/// Why the rules of a catalog game refused a move; the game is unchanged after a refusal.
///
/// On the wire: the kind, a `reason` named for the rule, and that reason's details, such as
/// `{"kind": "tic-tac-toe", "reason": "squareTaken", "square": {"column": 1, "row": 1}, "by": "x"}` or
/// `{"kind": "minesweeper", "reason": "alreadyRevealed", "cell": "d7"}`. A move of another game than the room's is
/// `{"kind": "minesweeper", "reason": "wrongGame", "moveKind": "tic-tac-toe"}`, the kind being the room's.
public enum AnyViolation: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// A tic-tac-toe rule was broken.
    case ticTacToe(TicTacToe.Violation)
    /// A Minesweeper rule was broken.
    case minesweeper(Minesweeper.Violation)
    /// The move belongs to another game than the one being played.
    case wrongGame(playing: GameKind, moveOf: GameKind)

    /// The game whose rules refused the move.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        case .minesweeper: return .minesweeper
        case .wrongGame(let playing, _): return playing
        }
    }

    /// The refusal in terms every game shares, for choosing an error code.
    public var category: ViolationCategory {
        switch self {
        case .ticTacToe(.notAPlayer): return .notAPlayer
        case .ticTacToe(.notYourTurn): return .notYourTurn
        case .ticTacToe(.gameOver): return .gameOver
        case .ticTacToe(.squareTaken), .ticTacToe(.offBoard): return .illegalMove
        case .minesweeper(.notASeat): return .notAPlayer
        case .minesweeper(.gameOver): return .gameOver
        case .minesweeper(.offBoard), .minesweeper(.alreadyRevealed), .minesweeper(.protectedByFlag),
            .minesweeper(.alreadyFlagged), .minesweeper(.notFlagged), .minesweeper(.notRevealed),
            .minesweeper(.nothingToChord), .minesweeper(.flagsDoNotMatch), .wrongGame:
            return .illegalMove
        }
    }

    /// The game's own sentence for the player, such as "b2 is taken by X."
    public var description: String {
        switch self {
        case .ticTacToe(let violation): return violation.description
        case .minesweeper(let violation): return violation.description
        case .wrongGame(let playing, let moveOf):
            return "This room plays \(playing.displayName); a \(moveOf.displayName.lowercased()) move does not fit."
        }
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
        switch kind {
        case .ticTacToe: self = .ticTacToe(try TicTacToe.Violation.decodeFromWire(decoder))
        case .minesweeper: self = .minesweeper(try Minesweeper.Violation.decodeFromWire(decoder))
        }
    }

    /// Encodes the kind, the reason and its details side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let violation): try violation.encodeForWire(to: encoder)
        case .minesweeper(let violation): try violation.encodeForWire(to: encoder)
        case .wrongGame(_, let moveOf):
            var container = encoder.container(keyedBy: WrongGameKeys.self)
            try container.encode(Self.wrongGameReason, forKey: .reason)
            try container.encode(moveOf, forKey: .moveKind)
        }
    }
}
