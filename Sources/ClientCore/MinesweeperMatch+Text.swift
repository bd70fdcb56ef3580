public import GameCore
public import Minesweeper

extension MinesweeperMatch {
    /// What `event` says in words, the same on the event line and in plain mode, and the same as online play
    /// says it (`MinesweeperWording`): "Ann revealed 34 cells from d7", "Ann revealed d6: 2", "Bob flagged c3".
    /// Said right after the move: a single revealed cell's number is read off the board.
    public func sentence(_ event: MinesweeperEvent) -> String {
        MinesweeperWording.sentence(event, name: name(of:), board: view)
    }

    /// "beginner, 9x9, 10 mines" or "12x20, 30 mines": the preset's name when the options are one, then
    /// rows x columns (as everywhere parlor names a size: "expert, 16x30") and the mines; "every mine flagged to
    /// win" under that rule.
    public static func summary(of options: MinesweeperOptions) -> String {
        let preset = options.preset.map { "\($0.rawValue), " } ?? ""
        let rule = options.winRule == .flagAllMines ? ", every mine flagged to win" : ""
        return "\(preset)\(options.rows)x\(options.columns), \(options.mines) mines\(rule)"
    }

    /// Whole seconds in `time`, rounded down: what the clock shows.
    public static func seconds(_ time: GameTime) -> Int64 {
        time.milliseconds / 1000
    }
}
