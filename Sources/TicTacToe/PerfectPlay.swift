/// Game-tree search with memoisation over every tic-tac-toe position.
///
/// NB: the table is filled once, on first use, by a full search from the empty board with each mark starting
/// (9,040 positions where a move is due); after that a perfect move costs at most nine table look-ups.
enum PerfectPlay {
    /// Values for the side to move, by `slot(of:toMove:)`; `unknown` where no legal game reaches it.
    private static let table: [Int8] = {
        var table = [Int8](repeating: unknown, count: PositionKey.count * 2)
        var board = PositionKey([])
        _ = search(&board, toMove: .x, table: &table)
        _ = search(&board, toMove: .o, table: &table)
        return table
    }()

    private static let unknown = Int8.min

    /// The value of `board` for `toMove`: positive wins, 0 draws, negative loses; the magnitude is one more
    /// than the empty squares left when the game ends, so quicker wins score higher.
    static func value(of board: PositionKey, toMove: Mark) -> Int {
        if let ended = terminalValue(of: board) { return ended }
        let cached = table[slot(of: board, toMove: toMove)]
        if cached != unknown { return Int(cached) }
        // Only a board no legal game reaches (say, two X for no O) lands here; search it without caching.
        var scratch = board
        var local = [Int8](repeating: unknown, count: PositionKey.count * 2)
        return search(&scratch, toMove: toMove, table: &local)
    }

    private static func search(_ board: inout PositionKey, toMove: Mark, table: inout [Int8]) -> Int {
        if let ended = terminalValue(of: board) { return ended }
        let slot = slot(of: board, toMove: toMove)
        if table[slot] != unknown { return Int(table[slot]) }
        var best = Int.min
        var empty = board.emptyBits
        while empty != 0 {
            let square = empty.trailingZeroBitCount
            empty &= empty - 1
            board.set(square, to: toMove)
            best = max(best, -search(&board, toMove: toMove.opponent, table: &table))
            board.clear(square)
        }
        table[slot] = Int8(best)
        return best
    }

    /// The value for the side to move of a finished board: it lost if a line is complete (only the side that
    /// just moved can have one), and drew if the board is full; `nil` while play goes on.
    private static func terminalValue(of board: PositionKey) -> Int? {
        let empties = board.emptyBits.nonzeroBitCount
        if board.hasLine { return -(empties + 1) }
        return empties == 0 ? 0 : nil
    }

    private static func slot(of board: PositionKey, toMove: Mark) -> Int {
        board.rawValue * 2 + (toMove == .x ? 0 : 1)
    }
}
