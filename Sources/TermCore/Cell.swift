/// One character cell of a canvas.
///
/// NB: a cell holds exactly one terminal column; views draw only characters of display width 1
/// (ASCII, box drawing, and the like), so column arithmetic stays simple and exact.
public struct Cell: Hashable, Sendable {
    /// The character shown.
    public var character: Character
    /// How it is shown.
    public var style: Style

    /// Creates a cell.
    public init(_ character: Character, style: Style = .plain) {
        self.character = character
        self.style = style
    }

    /// A space in the terminal's own colours.
    public static let blank = Cell(" ")
}
