public import TermCore

extension Canvas {
    /// Draws `spans` one after another from `point`.
    public mutating func put(_ spans: [Span], at point: Point) {
        var x = point.x
        for span in spans {
            put(span.text, x: x, y: point.y, style: span.style)
            x += span.text.columnCount
        }
    }

    /// Draws `text` centred in the columns of `rect` on row `y`.
    public mutating func putCentred(_ text: String, y: Int, in rect: Rect, style: Style) {
        put(text, x: rect.origin.x + max(0, (rect.size.width - text.columnCount) / 2), y: y, style: style)
    }

    /// Draws a frame along the edge of `rect`, with `title` set into the top edge when given.
    public mutating func drawFrame(
        _ rect: Rect, glyphs: GlyphSet, style: Style, title: String? = nil, titleStyle: Style? = nil
    ) {
        guard rect.size.width >= 2, rect.size.height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight) = glyphs.corners
        let inner = String(repeating: glyphs.horizontal, count: rect.size.width - 2)
        put("\(topLeft)\(inner)\(topRight)", x: rect.origin.x, y: rect.origin.y, style: style)
        put("\(bottomLeft)\(inner)\(bottomRight)", x: rect.origin.x, y: rect.maxY - 1, style: style)
        for y in rect.origin.y + 1..<rect.maxY - 1 {
            put(String(glyphs.vertical), x: rect.origin.x, y: y, style: style)
            put(String(glyphs.vertical), x: rect.maxX - 1, y: y, style: style)
        }
        if let title, rect.size.width >= 8 {
            let text = " \(title.truncated(to: rect.size.width - 6, ellipsis: glyphs.ellipsis)) "
            put(text, x: rect.origin.x + 2, y: rect.origin.y, style: titleStyle ?? style)
        }
    }
}
