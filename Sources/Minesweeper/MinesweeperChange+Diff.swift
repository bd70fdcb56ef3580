import GameCore

extension MinesweeperChange {
    /// The change from `before` to `after`, two states of one game, credited to `seat`'s `move`.
    ///
    /// Compares the public boards: newly revealed numbers, flags now owned by a seat that were not before, and
    /// flags gone. What the ending does to the board (mines shown, flags judged or added) is left to the receiver,
    /// who redoes it from `ending` and `mines`, so only what it cannot redo is listed. Exact across any number of
    /// moves, so a receiver that missed some still ends with the right board.
    init(from before: Minesweeper, to after: Minesweeper, seat: Seat, move: Minesweeper.Move) {
        let options = after.options
        var revealed: [Cell] = []
        var numbers: [Int] = []
        var flagged: [Cell: Seat] = [:]
        var unflagged: [Cell] = []
        for index in after.board.indices {
            let old = before.board[index]
            let new = after.board[index]
            guard old != new else { continue }
            let cell = options.cell(at: index)
            switch new {
            case .revealed(let number):
                revealed.append(cell)
                numbers.append(number)
            case .flagged(let owner?):
                flagged[cell] = owner
            case .misflagged where !old.isFlagged:
                // NB: a flag put on and judged wrong within the moves compared; the ending shows it as wrong
                // whoever owned it, so crediting the last mover changes nothing the receiver draws.
                flagged[cell] = seat
            case .hidden, .mine, .exploded, .flagged(nil):
                if old.isFlagged { unflagged.append(cell) }
            case .misflagged:
                break
            }
        }
        let ended = before.ending == nil ? after.ending : nil
        self.init(
            seat: seat, move: move, revealed: revealed, numbers: numbers, flagged: flagged, unflagged: unflagged,
            startedAt: before.startedAt == nil ? after.startedAt : nil, ending: ended,
            mines: ended == nil ? [] : after.mines)
    }
}
