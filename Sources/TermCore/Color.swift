/// A terminal colour: the terminal's own default, or an entry of its palette.
public enum Color: Hashable, Sendable {
    /// Whatever the terminal uses when told nothing; keeps the user's own background.
    case terminalDefault
    /// A palette entry: 0-7 the basic colours, 8-15 their bright forms, 16-255 the 256-colour cube and greys.
    case palette(UInt8)

    /// Black (palette 0).
    public static let black = Color.palette(0)
    /// Red (palette 1).
    public static let red = Color.palette(1)
    /// Green (palette 2).
    public static let green = Color.palette(2)
    /// Yellow (palette 3).
    public static let yellow = Color.palette(3)
    /// Blue (palette 4).
    public static let blue = Color.palette(4)
    /// Magenta (palette 5).
    public static let magenta = Color.palette(5)
    /// Cyan (palette 6).
    public static let cyan = Color.palette(6)
    /// White (palette 7).
    public static let white = Color.palette(7)

    /// Whether showing this colour needs a terminal with more than the 16 basic colours.
    public var needs256Colors: Bool {
        if case .palette(let index) = self { return index >= 16 }
        return false
    }
}
