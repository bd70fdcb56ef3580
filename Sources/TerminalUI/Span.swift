import TermCore

/// A run of text in one style: the unit bars and help rows are built from.
struct Span: Hashable, Sendable {
    var text: String
    var style: Style

    init(_ text: String, _ style: Style) {
        self.text = text
        self.style = style
    }
}

extension [Span] {
    /// Columns taken, one per character.
    var width: Int { reduce(0) { $0 + $1.text.columnCount } }
}
