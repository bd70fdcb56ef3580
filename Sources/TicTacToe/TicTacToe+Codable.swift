import GameCore

extension TicTacToe {
    private enum CodingKeys: String, CodingKey {
        case starter, moves, board, ending
    }

    /// Decodes a game by replaying its moves through the rules, so a decoded game is always one that legal play
    /// reaches.
    ///
    /// Refuses a starter that is not seat 0 or 1, a move the rules refuse, and a stored `board` or `ending` that
    /// disagrees with the moves.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let starter = try container.decode(Seat.self, forKey: .starter)
        guard Mark(seat: starter) != nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .starter, in: container,
                debugDescription: "Tic-tac-toe is started by seat 0 or 1, not \(starter).")
        }
        let moves = try container.decode([Square].self, forKey: .moves)
        do {
            self = try TicTacToe(starter: starter, replaying: moves)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .moves, in: container, debugDescription: "The moves do not replay: \(error)")
        }
        if let board = try container.decodeIfPresent([Mark?].self, forKey: .board), board != self.board {
            throw DecodingError.dataCorruptedError(
                forKey: .board, in: container, debugDescription: "The board does not match the moves.")
        }
        if let ending = try container.decodeIfPresent(Ending.self, forKey: .ending), ending != self.ending {
            throw DecodingError.dataCorruptedError(
                forKey: .ending, in: container, debugDescription: "The ending does not match the moves.")
        }
    }

    /// Encodes the starter and the moves, which decide everything, and the board and ending for readers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(starter, forKey: .starter)
        try container.encode(moves, forKey: .moves)
        try container.encode(board, forKey: .board)
        try container.encodeIfPresent(ending, forKey: .ending)
    }
}
