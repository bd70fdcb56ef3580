public import GameCore
import Minesweeper
import TicTacToe

/// Which game a room plays: the closed set of games the server and clients know.
///
/// On the wire a kind is its raw value, such as `"tic-tac-toe"`. Adding a game means adding a case here and to
/// `GameSetup`, `AnyGame`, `AnyMove`, `AnyView` and `AnyViolation`; the compiler then points at every switch
/// that must learn it.
public enum GameKind: String, Hashable, Sendable, CaseIterable, Codable, CustomStringConvertible {
    /// Tic-tac-toe, for two seats.
    case ticTacToe = "tic-tac-toe"
    /// Co-operative Minesweeper, for 1 to 16 seats clearing one board together.
    case minesweeper

    /// How many seats a room of this game may have.
    public var seatRange: ClosedRange<Int> {
        switch self {
        case .ticTacToe: return TicTacToe.seatRange
        case .minesweeper: return Minesweeper.seatRange
        }
    }

    /// How a room plays this game: who acts, who may join, what starts a new round, how results count.
    public var traits: GameTraits {
        switch self {
        case .ticTacToe: return TicTacToe.traits
        case .minesweeper: return Minesweeper.traits
        }
    }

    /// The game's name for people: "Tic-tac-toe".
    public var displayName: String {
        switch self {
        case .ticTacToe: return "Tic-tac-toe"
        case .minesweeper: return "Minesweeper"
        }
    }

    /// The setup a room gets when nobody chose one, as in a quick match.
    public var standardSetup: GameSetup {
        switch self {
        case .ticTacToe: return .ticTacToe(TicTacToeOptions())
        case .minesweeper: return .minesweeper(MinesweeperSetup())
        }
    }

    /// The wire name, such as "tic-tac-toe".
    public var description: String { rawValue }

    /// Decodes a kind from its wire name, naming the known kinds when the name is not one of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = GameKind(rawValue: name) else {
            let known = GameKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown game kind \(quoted(name)); known kinds: \(known)")
        }
        self = kind
    }

    /// Encodes the kind as its wire name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
