public import GameCore

/// What happens on a Minesweeper board, in words: one wording for local play (`MinesweeperMatch`) and online
/// play (`OnlineSession`), so the event line and plain mode say the same thing the same way wherever it happened.
public enum MinesweeperWording {
    /// The events `change` stands for, in order: its move's (none for a move that only hit a mine), then its
    /// ending's, `elapsed` being the board's time at that ending.
    public static func events(of change: MinesweeperChange, elapsed: GameTime) -> [MinesweeperEvent] {
        [moveEvent(of: change), endingEvent(of: change, elapsed: elapsed)].compactMap { $0 }
    }

    /// The event of `change`'s move, or `nil` for a move that only hit a mine.
    static func moveEvent(of change: MinesweeperChange) -> MinesweeperEvent? {
        switch change.move {
        case .flag(let cell, let on): .flagged(cell, on: on, by: change.seat)
        case .reveal(let cell) where change.explodedAt == nil:
            .revealed(cell, count: change.revealed.count, by: change.seat)
        case .chord(let cell) where !change.revealed.isEmpty:
            .chorded(cell, count: change.revealed.count, by: change.seat)
        case .reveal, .chord: nil
        }
    }

    /// The event of how `change` ended the board, `elapsed` being its time then, or `nil` when it goes on.
    static func endingEvent(of change: MinesweeperChange, elapsed: GameTime) -> MinesweeperEvent? {
        switch change.ending {
        case .mineHit(let seat, let cell, _)?: .mineHit(by: seat, at: cell, elapsed: elapsed)
        case .cleared?: .cleared(elapsed: elapsed)
        case nil: nil
        }
    }

    /// `change` in words, its events' sentences joined by ". ": "Bob revealed 34 cells from d7", "Ann flagged
    /// c3", "Ann hit the mine at d7", "Ann revealed a1. Cleared in 83 s".
    public static func sentence(
        for change: MinesweeperChange, elapsed: GameTime, name: (Seat) -> String, board: MinesweeperView? = nil
    ) -> String {
        // NB: no list of events: the screen words the last move on every frame.
        var said = moveEvent(of: change).map { sentence($0, name: name, board: board) } ?? ""
        if let ending = endingEvent(of: change, elapsed: elapsed) {
            said += (said.isEmpty ? "" : ". ") + sentence(ending, name: name, board: board)
        }
        return said
    }

    /// What `event` says: "Ann revealed 34 cells from d7", "Bob flagged c3", "Ann hit the mine at d7", "Cleared
    /// in 83 s". `name` names a seat's player. `board`, the board right after the move, lets a single revealed
    /// cell's number be said ("Ann revealed d6: 2"); without it the cell is named alone.
    public static func sentence(
        _ event: MinesweeperEvent, name: (Seat) -> String, board: MinesweeperView? = nil
    ) -> String {
        switch event {
        case .boardStarted(let number, let options):
            return "Board \(number): \(MinesweeperWording.summary(of: options))"
        case .revealed(let cell, let count, let seat):
            guard count == 1 else { return "\(name(seat)) revealed \(count) cells from \(cell.name)" }
            // NB: one cell is a number (a zero floods): say it, so plain mode need not print the board to tell it.
            if case .revealed(let number)? = board?[cell] { return "\(name(seat)) revealed \(cell.name): \(number)" }
            return "\(name(seat)) revealed \(cell.name)"
        case .chorded(let cell, let count, let seat):
            return "\(name(seat)) chorded \(cell.name): \(count == 1 ? "1 cell" : "\(count) cells") revealed"
        case .flagged(let cell, true, let seat):
            return "\(name(seat)) flagged \(cell.name)"
        case .flagged(let cell, false, let seat):
            return "\(name(seat)) took the flag off \(cell.name)"
        case .handsPassed(let seat):
            return "\(name(seat)) has the keyboard"
        case .mineHit(let seat, let cell, _):
            return "\(name(seat)) hit the mine at \(cell.name)"
        case .cleared(let elapsed):
            return "Cleared in \(MinesweeperWording.seconds(elapsed)) s"
        }
    }

    /// The rules' refusal of a move, naming players rather than seats; `board` is the board's number for "Board 2
    /// is over", or `nil` for "The board is over".
    public static func refusal(_ violation: Minesweeper.Violation, name: (Seat) -> String, board: Int?) -> String {
        switch violation {
        case .protectedByFlag(let cell, let seat?):
            return "\(cell.name) is flagged by \(name(seat)): take the flag off before revealing it."
        case .alreadyFlagged(let cell, let seat?):
            return "\(cell.name) is already flagged by \(name(seat))."
        case .gameOver:
            return "\(board.map { "Board \($0)" } ?? "The board") is over: press n for a new board."
        default:
            return violation.description
        }
    }

    /// "beginner, 9x9, 10 mines" or "12x20, 30 mines": the preset's name when the options are one, then
    /// rows x columns (as everywhere parlor names a size: "expert, 16x30") and the mines; "every mine flagged to
    /// win" under that rule.
    public static func summary(of options: MinesweeperOptions) -> String {
        let preset = options.preset.map { "\($0.rawValue), " } ?? ""
        let rule = options.winRule == .flagAllMines ? ", every mine flagged to win" : ""
        let mines = options.mines == 1 ? "1 mine" : "\(options.mines) mines"
        return "\(preset)\(options.rows)x\(options.columns), \(mines)\(rule)"
    }

    /// Whole seconds in `time`, rounded down: what the clock shows.
    public static func seconds(_ time: GameTime) -> Int64 {
        time.milliseconds / 1000
    }

    /// The board: a line of column letters, then one line per row with its number; `.` hidden, `-` an empty
    /// cell, `1`-`8` a number, `F` a flag, and after the end `*` a mine, `X` the mine hit, `!` a wrong flag.
    public static func boardLines(_ view: MinesweeperView) -> [String] {
        let options = view.options
        let width = (0..<options.columns).map { Cell.columnName($0).count }.max() ?? 1
        let margin = String(options.rows).count
        func pad(_ text: String, _ size: Int) -> String {
            String(repeating: " ", count: max(0, size - text.count)) + text
        }
        let header =
            String(repeating: " ", count: margin + 2)
            + (0..<options.columns).map { pad(Cell.columnName($0), width) }.joined(separator: " ")
        let rows = (0..<options.rows).map { row in
            pad(String(row + 1), margin) + "  "
                + (0..<options.columns).map { column in
                    pad(symbol(view[Cell(row: row, column: column)]), width)
                }.joined(separator: " ")
        }
        return [header] + rows
    }

    private static func symbol(_ square: MinesweeperView.Square) -> String {
        switch square {
        case .hidden: return "."
        case .flagged: return "F"
        case .revealed(0): return "-"
        case .revealed(let number): return String(number)
        case .mine: return "*"
        case .exploded: return "X"
        case .misflagged: return "!"
        }
    }
}
