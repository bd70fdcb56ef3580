public import GameCore
public import Minesweeper

extension MinesweeperMatch {
    /// What `event` says in words, the same on the event line and in plain mode: "Ann revealed 34 cells from
    /// d7", "Ann revealed d6: 2", "Bob flagged c3", "Ann hit the mine at d7", "Cleared in 83 s". Said right after
    /// the move: a single revealed cell's number is read off the board.
    public func sentence(_ event: MinesweeperEvent) -> String {
        switch event {
        case .boardStarted(let number, let options):
            return "Board \(number): \(Self.summary(of: options))"
        case .revealed(let cell, let count, let seat):
            guard count == 1 else { return "\(name(of: seat)) revealed \(count) cells from \(cell.name)" }
            // NB: one cell is a number (a zero floods): say it, so plain mode need not print the board to tell it.
            if case .revealed(let number) = view[cell] { return "\(name(of: seat)) revealed \(cell.name): \(number)" }
            return "\(name(of: seat)) revealed \(cell.name)"
        case .chorded(let cell, let count, let seat):
            return "\(name(of: seat)) chorded \(cell.name): \(Self.cells(count)) revealed"
        case .flagged(let cell, true, let seat):
            return "\(name(of: seat)) flagged \(cell.name)"
        case .flagged(let cell, false, let seat):
            return "\(name(of: seat)) took the flag off \(cell.name)"
        case .handsPassed(let seat):
            return "\(name(of: seat)) has the keyboard"
        case .mineHit(let seat, let cell, _):
            return "\(name(of: seat)) hit the mine at \(cell.name)"
        case .cleared(let elapsed):
            return "Cleared in \(Self.seconds(elapsed)) s"
        }
    }

    /// "beginner, 9x9, 10 mines" or "12x20, 30 mines": the preset's name when the options are one, then
    /// columns x rows (the classic width x height) and the mines; "every mine flagged to win" under that rule.
    public static func summary(of options: MinesweeperOptions) -> String {
        let preset = options.preset.map { "\($0.rawValue), " } ?? ""
        let rule = options.winRule == .flagAllMines ? ", every mine flagged to win" : ""
        return "\(preset)\(options.columns)x\(options.rows), \(options.mines) mines\(rule)"
    }

    /// Whole seconds in `time`, rounded down: what the clock shows.
    public static func seconds(_ time: GameTime) -> Int64 {
        time.milliseconds / 1000
    }

    private static func cells(_ count: Int) -> String {
        count == 1 ? "1 cell" : "\(count) cells"
    }
}
