public import GameCatalog
import GameCore

// NB: violations are errors, not data, so they are not Codable; this is their wire form.
extension TicTacToe.Violation: WireViolation {
    /// The refusal in terms every game shares.
    public var category: ViolationCategory {
        switch self {
        case .notAPlayer: return .notAPlayer
        case .notYourTurn: return .notYourTurn
        case .gameOver: return .gameOver
        case .squareTaken, .offBoard: return .illegalMove
        }
    }

    private enum CodingKeys: String, CodingKey {
        case reason, toMove, square, by, seat
    }

    /// The wire name of each reason.
    private enum Reason: String, CaseIterable {
        case gameOver, notYourTurn, squareTaken, offBoard, notAPlayer
    }

    /// Reads `{"reason": …, details}` from `decoder`.
    public static func decodeFromWire(_ decoder: any Decoder) throws -> TicTacToe.Violation {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .reason)
        guard let reason = Reason(rawValue: name) else {
            let known = Reason.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .reason, in: container,
                debugDescription: "unknown tic-tac-toe reason \(quoted(name)); known reasons: \(known)")
        }
        switch reason {
        case .gameOver: return .gameOver
        case .notYourTurn: return .notYourTurn(toMove: try container.decode(Seat.self, forKey: .toMove))
        case .squareTaken:
            return .squareTaken(
                try container.decode(Square.self, forKey: .square), by: try container.decode(Mark.self, forKey: .by))
        case .offBoard: return .offBoard(try container.decode(Square.self, forKey: .square))
        case .notAPlayer: return .notAPlayer(try container.decode(Seat.self, forKey: .seat))
        }
    }

    /// Writes `{"reason": …, details}` into `encoder`.
    public func encodeForWire(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .gameOver:
            try container.encode(Reason.gameOver.rawValue, forKey: .reason)
        case .notYourTurn(let seat):
            try container.encode(Reason.notYourTurn.rawValue, forKey: .reason)
            try container.encode(seat, forKey: .toMove)
        case .squareTaken(let square, let mark):
            try container.encode(Reason.squareTaken.rawValue, forKey: .reason)
            try container.encode(square, forKey: .square)
            try container.encode(mark, forKey: .by)
        case .offBoard(let square):
            try container.encode(Reason.offBoard.rawValue, forKey: .reason)
            try container.encode(square, forKey: .square)
        case .notAPlayer(let seat):
            try container.encode(Reason.notAPlayer.rawValue, forKey: .reason)
            try container.encode(seat, forKey: .seat)
        }
    }
}
