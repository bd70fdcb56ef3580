/// Which characters draw frames, arrows and markers: Unicode box drawing, or plain ASCII for terminals and
/// locales that cannot show it.
///
/// Every character of both sets is one column wide, as `Canvas` requires.
public enum GlyphSet: Hashable, Sendable {
    /// Box drawing (`─│┼╭╮`), arrows (`←↓↑→`) and a few symbols: for UTF-8 locales.
    case unicode
    /// `-|+`, words for arrows, and ASCII only: for any other locale, or `--ascii`.
    case ascii

    /// The horizontal line of frames.
    public var horizontal: Character { self == .unicode ? "─" : "-" }
    /// The vertical line of frames.
    public var vertical: Character { self == .unicode ? "│" : "|" }
    /// The corners of a frame, top left, top right, bottom left, bottom right.
    public var corners: (Character, Character, Character, Character) {
        self == .unicode ? ("╭", "╮", "╰", "╯") : ("+", "+", "+", "+")
    }
    /// The joints of a grid: down from the top edge, up from the bottom edge, right from the left edge, left
    /// from the right edge, and the crossing.
    public var joints: (down: Character, up: Character, right: Character, left: Character, cross: Character) {
        self == .unicode ? ("┬", "┴", "├", "┤", "┼") : ("+", "+", "+", "+", "+")
    }
    /// What separates items in a bar.
    public var separator: String { self == .unicode ? " · " : " | " }
    /// What marks the selected menu entry.
    public var pointer: Character { self == .unicode ? "▸" : ">" }
    /// What ends text cut short.
    public var ellipsis: String { self == .unicode ? "…" : "..." }
    /// The marker in the corner of the square played last.
    public var lastMoveMarker: Character { self == .unicode ? "•" : "*" }
}
