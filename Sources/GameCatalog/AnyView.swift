public import TicTacToe

/// What one viewer may see of a game in any catalog game: the only form of a game that is ever sent to a client.
///
/// It is made by `AnyGame.view(for:)`, which removes what that viewer must not see (other hands, hidden
/// mines, the seed). On the wire: the kind beside the game's view fields, for tic-tac-toe
/// `{"kind": "tic-tac-toe", "board": [...], "moves": [...], "starter": 0}`.
public enum AnyView: Hashable, Sendable, Codable {
    /// A tic-tac-toe game; nothing in it is hidden, so the view is the whole game.
    case ticTacToe(TicTacToe)

    /// The game this is a view of.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        }
    }

    /// Decodes the kind, then that game's view from the same object.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToe(from: decoder))
        }
    }

    /// Encodes the kind and the view side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let game): try game.encode(to: encoder)
        }
    }
}
