public import GameCore

/// What one accepted move changed on the board, as one event however many cells it opened.
///
/// Only what changed is carried: the cells the move revealed with their numbers (a flood is one change), the flags
/// it set or took off, the clock's start at the first reveal, the ending, and, only once the game has just ended,
/// the positions of the mines. Before the end a change holds nothing a viewer may not see.
///
/// Wire shape (empty parts left out):
/// `{"seat": 0, "move": {"reveal": "d7"}, "revealed": ["c6:0112", "a7:00001"], "flagged": {"e5": 1},`
/// `"unflagged": ["e6"], "startedAt": 1200, "ending": {…}, "mines": ["a3", "b9"]}`.
/// `revealed` lists runs of cells along a row: the run's first cell, a colon, then the number (0-8) of that cell
/// and of each cell to its right, one digit each, runs in row-major order. `flagged` maps a cell to the seat whose
/// flag is now on it. Decoding refuses a bad cell name, a digit outside 0-8, runs out of order or overlapping,
/// and mines without an ending.
public struct MinesweeperChange: Hashable, Sendable, Codable {
    /// The seat that made the move.
    public let seat: Seat
    /// The move.
    public let move: Minesweeper.Move
    /// Every cell the move revealed, row by row (a chord or a flood reveals many).
    public let revealed: [Cell]
    /// The number each cell of `revealed` shows (0-8), in the same order.
    public let numbers: [Int]
    /// The flags the move put on, with the seat that owns each.
    public let flagged: [Cell: Seat]
    /// The flags the move took off, row by row.
    public let unflagged: [Cell]
    /// The game time of the first reveal, when this move was it; `nil` otherwise.
    public let startedAt: GameTime?
    /// How the game ended, when this move ended it; `nil` otherwise.
    public let ending: Minesweeper.Ending?
    /// Every mine on the board, row by row, when this move ended the game; empty otherwise.
    public let mines: [Cell]

    init(
        seat: Seat, move: Minesweeper.Move, revealed: [Cell], numbers: [Int], flagged: [Cell: Seat],
        unflagged: [Cell], startedAt: GameTime?, ending: Minesweeper.Ending?, mines: [Cell]
    ) {
        self.seat = seat
        self.move = move
        self.revealed = revealed
        self.numbers = numbers
        self.flagged = flagged
        self.unflagged = unflagged
        self.startedAt = startedAt
        self.ending = ending
        self.mines = mines
    }

    /// The mine whose reveal lost the game, when this move did.
    public var explodedAt: Cell? {
        if case .mineHit(_, let cell, _) = ending { return cell }
        return nil
    }
}
