/// Preferences that change how keys behave, fixed for a run of the program.
public struct Settings: Hashable, Sendable {
    /// How digits map onto the board.
    public var digitLayout: DigitLayout
    /// The default names of the two seats in hot-seat play.
    public var names: [String]

    /// The people at this keyboard, for a game started from the menu whose seats are its players (a shared board):
    /// one name for solo play, several for hot-seat.
    public var players: [String]

    /// Settings with keypad digits, the seats named after their marks, and a shared board played by "You".
    public init(digitLayout: DigitLayout = .keypad, names: [String] = ["X", "O"], players: [String] = ["You"]) {
        self.digitLayout = digitLayout
        self.names = names
        self.players = players.isEmpty ? ["You"] : players
    }
}
