import GameCore

extension MinesweeperChange {
    /// The change from `before` to `after`, two states of one game, credited to `seat`'s `move`.
    ///
    /// Compares the public boards: newly revealed numbers, flags now owned by a seat that were not before, and
    /// flags gone back to hidden. What the ending does to the board (mines shown, flags judged or added) is left
    /// to the receiver, who redoes it from `ending` and `mines`, so it is not listed twice.
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
            switch new {
            case .revealed(let number):
                revealed.append(options.cell(at: index))
                numbers.append(number)
            case .flagged(let owner?):
                flagged[options.cell(at: index)] = owner
            case .hidden where old.isFlagged:
                unflagged.append(options.cell(at: index))
            default:
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
