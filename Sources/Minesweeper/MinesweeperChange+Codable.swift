import GameCore

extension MinesweeperChange {
    private enum CodingKeys: String, CodingKey {
        case seat, move, revealed, flagged, unflagged, startedAt, ending, mines
    }

    /// Decodes the shape the type's documentation gives, checking every cell name, run and digit.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let runs = try container.decodeIfPresent([String].self, forKey: .revealed) ?? []
        var revealed: [Cell] = []
        var numbers: [Int] = []
        for run in runs {
            guard let (cells, digits) = Self.parseRun(run) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .revealed, in: container,
                    debugDescription: "\"\(run)\" is not a run: a cell name, a colon, then one digit 0-8 per cell.")
            }
            if let last = revealed.last, let first = cells.first, first <= last {
                throw DecodingError.dataCorruptedError(
                    forKey: .revealed, in: container,
                    debugDescription: "The run \"\(run)\" is out of order or overlaps the one before it.")
            }
            revealed += cells
            numbers += digits
        }
        let flagNames = try container.decodeIfPresent([String: Seat].self, forKey: .flagged) ?? [:]
        var flagged: [Cell: Seat] = [:]
        for (name, seat) in flagNames {
            guard let cell = Cell(name: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .flagged, in: container, debugDescription: "\"\(name)\" is not a cell name.")
            }
            flagged[cell] = seat
        }
        let ending = try container.decodeIfPresent(Minesweeper.Ending.self, forKey: .ending)
        let mines = try container.decodeIfPresent([Cell].self, forKey: .mines) ?? []
        if ending == nil && !mines.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .mines, in: container, debugDescription: "Mines are shown only with the ending.")
        }
        self.init(
            seat: try container.decode(Seat.self, forKey: .seat),
            move: try container.decode(Minesweeper.Move.self, forKey: .move),
            revealed: revealed, numbers: numbers, flagged: flagged,
            unflagged: try container.decodeIfPresent([Cell].self, forKey: .unflagged) ?? [],
            startedAt: try container.decodeIfPresent(GameTime.self, forKey: .startedAt),
            ending: ending, mines: mines)
    }

    /// Encodes the shape the type's documentation gives, leaving out what is empty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seat, forKey: .seat)
        try container.encode(move, forKey: .move)
        if !revealed.isEmpty {
            guard revealed.count == numbers.count, numbers.allSatisfy((0...8).contains) else {
                throw EncodingError.invalidValue(
                    numbers, .init(codingPath: encoder.codingPath, debugDescription: "A number is outside 0-8."))
            }
            try container.encode(Self.runs(of: revealed, numbers: numbers), forKey: .revealed)
        }
        if !flagged.isEmpty {
            let names = Dictionary(uniqueKeysWithValues: flagged.map { ($0.key.name, $0.value) })
            try container.encode(names, forKey: .flagged)
        }
        if !unflagged.isEmpty { try container.encode(unflagged, forKey: .unflagged) }
        try container.encodeIfPresent(startedAt, forKey: .startedAt)
        try container.encodeIfPresent(ending, forKey: .ending)
        if !mines.isEmpty { try container.encode(mines, forKey: .mines) }
    }

    /// Row-major cells as runs along a row: "c6:0112" is c6 showing 0, d6 1, e6 1 and f6 2.
    static func runs(of cells: [Cell], numbers: [Int]) -> [String] {
        var runs: [String] = []
        var current = ""
        var previous: Cell?
        for (cell, number) in zip(cells, numbers) {
            if let previous, previous.row == cell.row, previous.column + 1 == cell.column {
                current.append(Character(String(number)))
            } else {
                if !current.isEmpty { runs.append(current) }
                current = "\(cell.name):\(number)"
            }
            previous = cell
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The cells and numbers of one run, or `nil` if it is not a cell name, a colon and digits 0-8.
    static func parseRun(_ run: String) -> (cells: [Cell], numbers: [Int])? {
        let parts = run.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Cell(name: String(parts[0])), !parts[1].isEmpty else { return nil }
        var numbers: [Int] = []
        for digit in parts[1] {
            guard let value = digit.wholeNumberValue, digit.isASCII, (0...8).contains(value) else { return nil }
            numbers.append(value)
        }
        let cells = numbers.indices.map { Cell(row: first.row, column: first.column + $0) }
        return (cells, numbers)
    }
}
