/// Preferences that change how keys behave, fixed for a run of the program.
public struct Settings: Hashable, Sendable {
    /// How digits map onto the board.
    public var digitLayout: DigitLayout
    /// The default names of the two seats in hot-seat play.
    public var names: [String]

    /// Settings with keypad digits and the seats named after their marks.
    public init(digitLayout: DigitLayout = .keypad, names: [String] = ["X", "O"]) {
        self.digitLayout = digitLayout
        self.names = names
    }
}
