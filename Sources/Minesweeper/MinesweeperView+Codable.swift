import GameCore

extension MinesweeperView {
    private enum CodingKeys: String, CodingKey {
        case options, seats, board, startedAt, ending, lastChange
    }

    /// Decodes the shape the type's documentation gives, checking the board against the options and that no
    /// mine shows before the end.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let options = try container.decode(MinesweeperOptions.self, forKey: .options)
        let seatCount = try container.decode(Int.self, forKey: .seats)
        guard Minesweeper.seatRange.contains(seatCount) else {
            throw DecodingError.dataCorruptedError(
                forKey: .seats, in: container, debugDescription: "Minesweeper has 1 to 16 seats, not \(seatCount).")
        }
        let squares: [Square]
        do {
            squares = try BoardRows.decode(
                try container.decode([String].self, forKey: .board), options: options, seatCount: seatCount)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .board, in: container, debugDescription: "\(error)")
        }
        let ending = try container.decodeIfPresent(Minesweeper.Ending.self, forKey: .ending)
        if ending == nil, let shown = squares.firstIndex(where: Self.showsOnlyAtTheEnd) {
            throw DecodingError.dataCorruptedError(
                forKey: .board, in: container,
                debugDescription: "\(options.cell(at: shown).name) shows what only the end of a game shows.")
        }
        self.init(
            options: options, seatCount: seatCount, squares: squares,
            startedAt: try container.decodeIfPresent(GameTime.self, forKey: .startedAt), ending: ending,
            lastChange: try container.decodeIfPresent(MinesweeperChange.self, forKey: .lastChange))
    }

    /// Encodes the shape the type's documentation gives.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        try container.encode(seatCount, forKey: .seats)
        guard let rows = BoardRows.encode(squares, columns: options.columns) else {
            throw EncodingError.invalidValue(
                squares, .init(codingPath: encoder.codingPath, debugDescription: "A square has no character."))
        }
        try container.encode(rows, forKey: .board)
        try container.encodeIfPresent(startedAt, forKey: .startedAt)
        try container.encodeIfPresent(ending, forKey: .ending)
        try container.encodeIfPresent(lastChange, forKey: .lastChange)
    }

    private static func showsOnlyAtTheEnd(_ square: Square) -> Bool {
        square == .mine || square == .exploded || square == .misflagged || square == .flagged(by: nil)
    }
}
