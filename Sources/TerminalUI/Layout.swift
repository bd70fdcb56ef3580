public import TermCore

/// Sizes the screens are laid out for.
public enum Layout {
    /// The smallest terminal the game is drawn in; below it only "Terminal too small" shows.
    ///
    /// NB: at this size the board uses 5x1 squares, the menu its one-line title, and the help overlay its rows
    /// without the blank lines and the rules.
    public static let minimumSize = Size(width: 30, height: 12)

    /// Whether a terminal of `size` is big enough for the game.
    static func fits(_ size: Size) -> Bool { size.fits(minimumSize) }
}
