public import Minesweeper
public import TicTacToe

/// A move in any catalog game: what a client sends as its intent.
///
/// On the wire: `{"kind": "tic-tac-toe", "mark": {"square": {"column": 1, "row": 1}}}`.
public enum AnyMove: Hashable, Sendable, Codable {
    /// A tic-tac-toe move.
    case ticTacToe(TicTacToe.Move)
    /// A Minesweeper move: `{"kind": "minesweeper", "reveal": "d7"}`, `"flag": "d7", "on": true`, `"chord": "d7"`.
    case minesweeper(Minesweeper.Move)

    /// The game the move belongs to.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        case .minesweeper: return .minesweeper
        }
    }

    /// Decodes the kind, then that game's move from the same object.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToe.Move(from: decoder))
        case .minesweeper: self = .minesweeper(try Minesweeper.Move(from: decoder))
        }
    }

    /// Encodes the kind and the move side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let move): try move.encode(to: encoder)
        case .minesweeper(let move): try move.encode(to: encoder)
        }
    }
}
