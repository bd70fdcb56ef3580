public import GameCore

extension Minesweeper {
    /// Why a move was refused; the game is unchanged after a refusal, so a late or doubled click is harmless.
    public enum Violation: Error, Hashable, Sendable, CustomStringConvertible {
        /// The seat is not one of the game's seats.
        case notASeat(Seat, seatCount: Int)
        /// The board has been cleared or a mine hit.
        case gameOver
        /// The cell lies outside the board of `rows` by `columns`.
        case offBoard(Cell, rows: Int, columns: Int)
        /// The cell is already revealed, so there is nothing to reveal or flag there.
        case alreadyRevealed(Cell)
        /// The cell carries `by`'s flag, which protects it from a reveal until someone takes the flag off.
        case protectedByFlag(Cell, by: Seat?)
        /// The cell already carries `by`'s flag.
        case alreadyFlagged(Cell, by: Seat?)
        /// The cell carries no flag to take off.
        case notFlagged(Cell)
        /// A chord needs a revealed number, and the cell is still hidden.
        case notRevealed(Cell)
        /// The number has as many flags as it shows, but no hidden unflagged neighbour is left to reveal.
        case nothingToChord(Cell)
        /// The number shows `number` mines but has `flags` flags around it.
        case flagsDoNotMatch(Cell, number: Int, flags: Int)

        /// A sentence naming the cell and why the move was refused.
        public var description: String {
            switch self {
            case .notASeat(let seat, let count):
                let seats = count == 1 ? "only seat 0" : "seats 0 to \(count - 1)"
                return "\(seat) does not play in this game (it has \(seats))."
            case .gameOver:
                return "The game is over."
            case .offBoard(let cell, let rows, let columns):
                let last = Cell(row: rows - 1, column: columns - 1)
                return "\(cell.name) is not on the board (a1 to \(last.name))."
            case .alreadyRevealed(let cell):
                return "\(cell.name) is already revealed."
            case .protectedByFlag(let cell, let seat):
                return "\(cell.name) is flagged\(Self.byWhom(seat)): take the flag off before revealing it."
            case .alreadyFlagged(let cell, let seat):
                return "\(cell.name) is already flagged\(Self.byWhom(seat))."
            case .notFlagged(let cell):
                return "\(cell.name) has no flag to take off."
            case .notRevealed(let cell):
                return "\(cell.name) is hidden: a chord works on a revealed number."
            case .nothingToChord(let cell):
                return "\(cell.name) has no hidden unflagged neighbour to reveal."
            case .flagsDoNotMatch(let cell, let number, let flags):
                let flagged = flags == 1 ? "1 flag" : "\(flags) flags"
                return "\(cell.name) shows \(number) but has \(flagged) around it: a chord needs exactly \(number)."
            }
        }

        private static func byWhom(_ seat: Seat?) -> String {
            seat.map { " by \($0)" } ?? ""
        }
    }
}
