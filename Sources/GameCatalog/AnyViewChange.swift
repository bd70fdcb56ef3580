public import Minesweeper

/// What one move changed, for a game whose views are kept up to date by changes rather than sent whole.
///
/// On the wire: the kind beside the game's change fields, for Minesweeper
/// `{"kind": "minesweeper", "seat": 0, "move": {"reveal": "d7"}, "revealed": ["c6:0112"]}`
/// (see `MinesweeperChange` for every field). Like a view, a change holds only what its viewer may see.
public enum AnyViewChange: Hashable, Sendable, Codable {
    /// What a Minesweeper move changed.
    ///
    /// NB: indirect, for the same reason as `AnyView.minesweeper`: every event and message holding one stays small.
    indirect case minesweeper(MinesweeperChange)

    /// The game this changes.
    public var kind: GameKind {
        switch self {
        case .minesweeper: return .minesweeper
        }
    }

    /// Decodes the kind, then that game's change from the same object.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .minesweeper: self = .minesweeper(try MinesweeperChange(from: decoder))
        case .ticTacToe:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [KindCodingKey.kind],
                    debugDescription: "tic-tac-toe sends whole views, not changes"))
        }
    }

    /// Encodes the kind and the change side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .minesweeper(let change): try change.encode(to: encoder)
        }
    }
}
