/// Preferences that change how keys behave, fixed for a run of the program.
public struct Settings: Hashable, Sendable {
    /// How digits map onto the board.
    public var digitLayout: DigitLayout
    /// The names of the seats in hot-seat play, in seat order (`--names`); a seat beyond them goes by the game's
    /// name for it (`GamePlay.defaultName(of:)`: its mark, or "Player 2").
    public var names: [String]

    /// The people at this keyboard, for a game started from the menu whose seats are its players (a shared board):
    /// one name for solo play, several for hot-seat.
    public var players: [String]

    /// Settings with keypad digits, the seats going by the game's names for them, and a shared board played by "You".
    public init(digitLayout: DigitLayout = .keypad, names: [String] = [], players: [String] = ["You"]) {
        self.digitLayout = digitLayout
        self.names = names
        self.players = players.isEmpty ? ["You"] : players
    }
}
