/// Preferences that change how keys behave, fixed for a run of the program.
public struct Settings: Hashable, Sendable {
    /// How digits map onto the board.
    public var digitLayout: DigitLayout
    /// The default names of the two seats in hot-seat play.
    public var names: [String]

    /// The players of a Minesweeper board started from the menu: one name for solo play, several for hot-seat.
    public var minesweeperPlayers: [String]

    /// Settings with keypad digits, the seats named after their marks, and Minesweeper played by "You".
    public init(
        digitLayout: DigitLayout = .keypad, names: [String] = ["X", "O"], minesweeperPlayers: [String] = ["You"]
    ) {
        self.digitLayout = digitLayout
        self.names = names
        self.minesweeperPlayers = minesweeperPlayers.isEmpty ? ["You"] : minesweeperPlayers
    }
}
