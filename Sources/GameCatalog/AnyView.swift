public import Minesweeper
public import TicTacToe

/// What one viewer may see of a game in any catalog game: the only form of a game that is ever sent to a client.
///
/// It is made by `AnyGame.view(for:)`, which removes what that viewer must not see (other hands, hidden
/// mines, the seed). On the wire: the kind beside the game's view fields, for tic-tac-toe
/// `{"kind": "tic-tac-toe", "board": [...], "moves": [...], "starter": 0}`.
public enum AnyView: Hashable, Sendable, Codable {
    /// A tic-tac-toe game; nothing in it is hidden, so the view is the whole game.
    case ticTacToe(TicTacToe)
    /// A Minesweeper board as everyone sees it: no unrevealed mine and no seed until the game is over.
    ///
    /// NB: indirect, so a view (and every message, event and snapshot holding one) stays as small as a
    /// tic-tac-toe one: inline, every `ServerMessage` grew to Minesweeper's size, and so did whatever keeps a slot for
    /// a message it may send, such as the server's reading task of each idle connection then (decision 39).
    indirect case minesweeper(MinesweeperView)

    /// The game this is a view of.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        case .minesweeper: return .minesweeper
        }
    }

    /// Brings the view up to date with `update`, as a `moved` event carries it; `false`, changing nothing, when
    /// the update is for another game (a client should then ask for a snapshot).
    public mutating func apply(_ update: ViewUpdate) -> Bool {
        switch (self, update) {
        case (_, .whole(let view)):
            self = view
        case (.minesweeper(var view), .change(.minesweeper(let change))):
            view.apply(change)
            self = .minesweeper(view)
        case (.ticTacToe, .change):
            return false
        }
        return true
    }

    /// Decodes the kind, then that game's view from the same object.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToe(from: decoder))
        case .minesweeper: self = .minesweeper(try MinesweeperView(from: decoder))
        }
    }

    /// Encodes the kind and the view side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let game): try game.encode(to: encoder)
        case .minesweeper(let view): try view.encode(to: encoder)
        }
    }
}
