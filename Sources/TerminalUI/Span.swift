public import TermCore

/// A run of text in one style: the unit bars and help rows are built from.
public struct Span: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Its style.
    public var style: Style

    /// `text` in `style`.
    public init(_ text: String, _ style: Style) {
        self.text = text
        self.style = style
    }
}

extension [Span] {
    /// Columns taken, one per character.
    public var width: Int { reduce(0) { $0 + $1.text.columnCount } }
}
