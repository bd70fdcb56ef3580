/// Small text helpers for plain mode, written without Foundation so the module stays pure.
enum PlainText {
    /// `text` without the whitespace around it.
    static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// `text` made safe to print: no control or format characters (a stray escape sequence must not reach the
    /// terminal or a screen reader), cut to `limit` characters with "..." after.
    static func visible(_ text: String, limit: Int = .max) -> String {
        let scalars = text.unicodeScalars.filter { scalar in
            let category = scalar.properties.generalCategory
            return category != .control && category != .format
        }
        let clean = String(String.UnicodeScalarView(scalars))
        return clean.count > limit ? clean.prefix(limit) + "..." : clean
    }
}
