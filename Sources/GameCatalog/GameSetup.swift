public import GameCore

/// What a room plays and with which options: chosen by whoever creates the room.
///
/// On the wire: `{"kind": "tic-tac-toe", "firstStarter": 0}`, the kind beside that game's options (for
/// Minesweeper, `MinesweeperSetup`'s fields).
public enum GameSetup: Hashable, Sendable, Codable {
    /// Tic-tac-toe with these options.
    case ticTacToe(TicTacToeOptions)
    /// Co-operative Minesweeper on this board, for up to this many players.
    ///
    /// NB: indirect, so a setup stays as small as a tic-tac-toe one: every room, snapshot and many messages hold one.
    indirect case minesweeper(MinesweeperSetup)

    /// Which game this sets up.
    public var kind: GameKind {
        switch self {
        case .ticTacToe: return .ticTacToe
        case .minesweeper: return .minesweeper
        }
    }

    /// How many seats the room has.
    public var seatCount: Int {
        switch self {
        case .ticTacToe: return 2
        case .minesweeper(let setup): return setup.maxPlayers
        }
    }

    /// How many seated players start the first round: the kind's minimum (tic-tac-toe 2, so both seats).
    public var minimumPlayers: Int { kind.minimumPlayers }

    /// The seat that moves first in `round` (counted from 1): the chosen first starter, then each seat in turn,
    /// so in a two-seat game a rematch is opened by the other seat.
    public func starter(ofRound round: Int) -> Seat {
        let first: Seat
        switch self {
        case .ticTacToe(let options): first = options.firstStarter
        case .minesweeper: first = Seat(0)
        }
        let offset = (first.index + round - 1) % seatCount
        return Seat(offset < 0 ? offset + seatCount : offset)
    }

    /// Decodes the kind, then that game's options from the same object.
    public init(from decoder: any Decoder) throws {
        switch try decoder.decodeGameKind() {
        case .ticTacToe: self = .ticTacToe(try TicTacToeOptions(from: decoder))
        case .minesweeper: self = .minesweeper(try MinesweeperSetup(from: decoder))
        }
    }

    /// Encodes the kind and the options side by side.
    public func encode(to encoder: any Encoder) throws {
        try encoder.encodeGameKind(kind)
        switch self {
        case .ticTacToe(let options): try options.encode(to: encoder)
        case .minesweeper(let setup): try setup.encode(to: encoder)
        }
    }
}
