import GameCore

extension Minesweeper {
    private enum CodingKeys: String, CodingKey {
        case options, seats, seed, mines, board, moves, startedAt, ending, lastChange
    }

    // NB: the server stores this and decodes it back after a restart, so a decoded game must be one the rules
    // could have reached: a corrupt store is refused here instead of showing wrong numbers later.
    /// Decodes a stored game (the type's wire shape: `{"options": {…}, "seats": 2, "seed": 42, "mines": ["a3",
    /// …], "board": ["..1a0", …], "moves": 7, "startedAt": 1200, "ending": {…}, "lastChange": {…}}`, `board` as
    /// in `MinesweeperView`, `mines` left out before they are placed). Refuses a board of the wrong size, a mine
    /// count other than the options', a revealed number that disagrees with the mines, a revealed mine, and a
    /// board showing the end of a game that has not ended.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func corrupt(_ key: CodingKeys, _ problem: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: problem)
        }
        let options = try container.decode(MinesweeperOptions.self, forKey: .options)
        let seatCount = try container.decode(Int.self, forKey: .seats)
        guard Self.seatRange.contains(seatCount) else {
            throw corrupt(.seats, "Minesweeper has 1 to 16 seats, not \(seatCount).")
        }
        self.init(options: options, seatCount: seatCount, seed: try container.decode(UInt64.self, forKey: .seed))
        if let mines = try container.decodeIfPresent([Cell].self, forKey: .mines) {
            guard mines.count == options.mines, Set(mines).count == mines.count, mines.allSatisfy(options.contains)
            else { throw corrupt(.mines, "The board needs \(options.mines) distinct mines on it.") }
            for cell in mines { mineMap[options.index(of: cell)] = true }
            minesArePlaced = true
        }
        do {
            board = try BoardRows.decode(
                try container.decode([String].self, forKey: .board), options: options, seatCount: seatCount)
        } catch {
            throw corrupt(.board, "\(error)")
        }
        movesPlayed = try container.decode(Int.self, forKey: .moves)
        startedAt = try container.decodeIfPresent(GameTime.self, forKey: .startedAt)
        ending = try container.decodeIfPresent(Ending.self, forKey: .ending)
        lastChange = try container.decodeIfPresent(MinesweeperChange.self, forKey: .lastChange)
        if let problem = consistencyProblem() { throw corrupt(.board, problem) }
    }

    /// Encodes the whole game, mines and seed included: for the server's store, never for a viewer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(options, forKey: .options)
        try container.encode(seatCount, forKey: .seats)
        try container.encode(seed, forKey: .seed)
        if minesArePlaced { try container.encode(mines, forKey: .mines) }
        guard let rows = BoardRows.encode(board, columns: options.columns) else {
            throw EncodingError.invalidValue(
                board, .init(codingPath: encoder.codingPath, debugDescription: "A square has no character."))
        }
        try container.encode(rows, forKey: .board)
        try container.encode(movesPlayed, forKey: .moves)
        try container.encodeIfPresent(startedAt, forKey: .startedAt)
        try container.encodeIfPresent(ending, forKey: .ending)
        try container.encodeIfPresent(lastChange, forKey: .lastChange)
    }

    /// Why the decoded parts cannot belong together, or `nil` when they can.
    private func consistencyProblem() -> String? {
        guard movesPlayed >= 0 else { return "A game cannot have played \(movesPlayed) moves." }
        if startedAt != nil && !minesArePlaced { return "The clock started but no mines were placed." }
        if ending != nil && startedAt == nil { return "The game ended without a first reveal." }
        for index in board.indices {
            let cell = options.cell(at: index)
            switch board[index] {
            case .revealed(let number):
                if mineMap[index] { return "\(cell.name) is revealed but holds a mine." }
                let expected = options.neighbourIndices(of: index).count { mineMap[$0] }
                if number != expected { return "\(cell.name) shows \(number) but touches \(expected) mines." }
            case .hidden, .flagged(_?):
                break
            case .flagged(nil), .mine, .misflagged, .exploded:
                guard let ending else { return "\(cell.name) shows what only the end of a game shows." }
                if board[index] == .exploded, case .mineHit(_, let hit, _) = ending, hit != cell {
                    return "\(cell.name) exploded, but the mine hit was \(hit.name)."
                }
            }
        }
        if case .mineHit(_, let hit, _) = ending, !options.contains(hit) || !mineMap[options.index(of: hit)] {
            return "The mine hit at \(hit.name) is not a mine."
        }
        return nil
    }
}
