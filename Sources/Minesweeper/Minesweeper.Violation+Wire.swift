public import GameCatalog
import GameCore

// NB: violations are errors, not data, so they are not Codable; this is their wire form.
extension Minesweeper.Violation: WireViolation {
    /// The refusal in terms every game shares.
    public var category: ViolationCategory {
        switch self {
        case .notASeat: return .notAPlayer
        case .gameOver: return .gameOver
        case .offBoard, .alreadyRevealed, .protectedByFlag, .alreadyFlagged, .notFlagged, .notRevealed,
            .nothingToChord, .flagsDoNotMatch:
            return .illegalMove
        }
    }

    private enum CodingKeys: String, CodingKey {
        case reason, seat, seatCount, cell, rows, columns, by, number, flags
    }

    /// The wire name of each reason.
    private enum Reason: String, CaseIterable {
        case notASeat, gameOver, offBoard, alreadyRevealed, protectedByFlag, alreadyFlagged, notFlagged, notRevealed
        case nothingToChord, flagsDoNotMatch
    }

    /// Reads `{"reason": …, details}` from `decoder`.
    public static func decodeFromWire(_ decoder: any Decoder) throws -> Minesweeper.Violation {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .reason)
        guard let reason = Reason(rawValue: name) else {
            let known = (Reason.allCases.map(\.rawValue) + ["wrongGame"]).map { "\"\($0)\"" }.joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .reason, in: container,
                debugDescription: "unknown minesweeper reason \(quoted(name)); known reasons: \(known)")
        }
        func cell() throws -> Cell { try container.decode(Cell.self, forKey: .cell) }
        func integer(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
        switch reason {
        case .notASeat:
            return .notASeat(try container.decode(Seat.self, forKey: .seat), seatCount: try integer(.seatCount))
        case .gameOver: return .gameOver
        case .offBoard: return .offBoard(try cell(), rows: try integer(.rows), columns: try integer(.columns))
        case .alreadyRevealed: return .alreadyRevealed(try cell())
        case .protectedByFlag:
            return .protectedByFlag(try cell(), by: try container.decodeIfPresent(Seat.self, forKey: .by))
        case .alreadyFlagged:
            return .alreadyFlagged(try cell(), by: try container.decodeIfPresent(Seat.self, forKey: .by))
        case .notFlagged: return .notFlagged(try cell())
        case .notRevealed: return .notRevealed(try cell())
        case .nothingToChord: return .nothingToChord(try cell())
        case .flagsDoNotMatch:
            return .flagsDoNotMatch(try cell(), number: try integer(.number), flags: try integer(.flags))
        }
    }

    /// Writes `{"reason": …, details}` into `encoder`.
    public func encodeForWire(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        func reason(_ reason: Reason, _ cell: Cell? = nil) throws {
            try container.encode(reason.rawValue, forKey: .reason)
            try container.encodeIfPresent(cell, forKey: .cell)
        }
        switch self {
        case .notASeat(let seat, let seatCount):
            try reason(.notASeat)
            try container.encode(seat, forKey: .seat)
            try container.encode(seatCount, forKey: .seatCount)
        case .gameOver:
            try reason(.gameOver)
        case .offBoard(let cell, let rows, let columns):
            try reason(.offBoard, cell)
            try container.encode(rows, forKey: .rows)
            try container.encode(columns, forKey: .columns)
        case .alreadyRevealed(let cell): try reason(.alreadyRevealed, cell)
        case .protectedByFlag(let cell, let seat):
            try reason(.protectedByFlag, cell)
            try container.encodeIfPresent(seat, forKey: .by)
        case .alreadyFlagged(let cell, let seat):
            try reason(.alreadyFlagged, cell)
            try container.encodeIfPresent(seat, forKey: .by)
        case .notFlagged(let cell): try reason(.notFlagged, cell)
        case .notRevealed(let cell): try reason(.notRevealed, cell)
        case .nothingToChord(let cell): try reason(.nothingToChord, cell)
        case .flagsDoNotMatch(let cell, let number, let flags):
            try reason(.flagsDoNotMatch, cell)
            try container.encode(number, forKey: .number)
            try container.encode(flags, forKey: .flags)
        }
    }
}
