/// Small text helpers for plain mode, written without Foundation so the module stays pure.
public enum PlainText {
    /// `text` without the whitespace around it.
    public static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// `text` made safe to print: no control or format characters (a stray escape sequence must not reach the
    /// terminal or a screen reader), except the joiners and tags inside an emoji sequence (👩‍👩‍👧, a flag of a
    /// region), which stay whole as names keep them; cut to `limit` characters with "..." after.
    public static func visible(_ text: String, limit: Int = .max) -> String {
        var scalars = String.UnicodeScalarView()
        for character in text {
            let inside = Array(character.unicodeScalars)
            let isEmoji = inside.first?.properties.isEmoji == true
            for (index, scalar) in inside.enumerated() {
                let category = scalar.properties.generalCategory
                if category != .control && category != .format {
                    scalars.append(scalar)
                } else if isEmoji, index > 0, index < inside.count - 1 || scalar.value != 0x200D,
                    scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
                {
                    scalars.append(scalar)
                }
            }
        }
        let clean = String(scalars)
        return clean.count > limit ? clean.prefix(limit) + "..." : clean
    }

    /// The answer to a word nobody knows: "Unknown command 'zz': type a square like b2, a digit 1-9, board, help,
    /// new or quit." (`words`, the game's and then the room's, listed with "or" before the last).
    public static func unknownCommand(_ typed: String, words: [String]) -> String {
        let listed = words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.first
        return "Unknown command '\(visible(typed, limit: 20))': type \(listed ?? "help")."
    }
}
