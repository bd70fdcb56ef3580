import GameCore
import Minesweeper

extension Cell {
    /// The cell named `name`, such as "d7"; traps on a typo in a test table.
    static func named(_ name: String) -> Cell {
        guard let cell = Cell(name: name) else { preconditionFailure("\(name) is not a cell") }
        return cell
    }
}

extension Minesweeper {
    /// A game on the board drawn in `picture`, one string per row, `*` for a mine and `.` for a safe cell.
    static func laid(_ picture: [String], seats: Int = 2, winRule: WinRule = .revealAll) -> Minesweeper {
        let mines = picture.enumerated().flatMap { row, text in
            text.enumerated().filter { $0.element == "*" }.map { Cell(row: row, column: $0.offset) }
        }
        let options = try! MinesweeperOptions(
            rows: picture.count, columns: picture[0].count, mines: mines.count, winRule: winRule)
        return Minesweeper(options: options, seatCount: seats, mines: Set(mines))
    }

    /// Plays `moves`, such as "r e1, f a1, c b2" (reveal, flag on, flag off with "u", chord), by `seat`, one
    /// second apart from `start` seconds; stops at the first refusal by throwing it.
    mutating func play(_ moves: String, by seat: Int = 0, from start: Int64 = 1) throws(Violation) {
        for (offset, text) in moves.split(separator: ",").enumerated() {
            let parts = text.split(separator: " ")
            let cell = Cell.named(String(parts[1]))
            let move: Move =
                switch parts[0] {
                case "r": .reveal(cell)
                case "f": .flag(cell, on: true)
                case "u": .flag(cell, on: false)
                default: .chord(cell)
                }
            try apply(move, by: Seat(seat), at: GameTime(milliseconds: (start + Int64(offset)) * 1000))
        }
    }

    /// The public board as text, as `MinesweeperView.picture` draws it.
    var picture: [String] { view(for: .spectator).picture }
}

extension MinesweeperView {
    /// The board as one string per row in the documented wire alphabet: `.` hidden, `0`-`8` numbers, `a`-`z`
    /// flags of seats 0-25, `F` the game's flags, `*` mines, `X` the hit mine, `!` wrong flags.
    var picture: [String] {
        (0..<options.rows).map { row in
            String(
                (0..<options.columns).map { column -> Character in
                    switch self[Cell(row: row, column: column)] {
                    case .hidden: "."
                    case .flagged(nil): "F"
                    case .flagged(let seat?): Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(seat.index)))
                    case .revealed(let number): Character(String(number))
                    case .mine: "*"
                    case .exploded: "X"
                    case .misflagged: "!"
                    }
                })
        }
    }
}

/// The 5x5 board most table tests play on. Its numbers, mines as M:
///
///     M1000
///     12110
///     01M10
///     01121
///     0001M
let smallBoard = Minesweeper.laid(["*....", ".....", "..*..", ".....", "....*"])
