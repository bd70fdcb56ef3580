import TermCore

extension String {
    /// The text with every character a terminal might not show in exactly one column, and every control
    /// character, replaced by "?": names come from the command line and config files, and `Canvas` assumes one
    /// column per character.
    var terminalSafe: String {
        // NB: none of the narrow scalars joins its neighbours into one character, so a string of them only is
        // returned as it is, without splitting it into characters: names are drawn in every frame.
        if unicodeScalars.allSatisfy({ Self.isNarrow($0.value) }) { return self }
        return String(
            map { character -> Character in
                let scalars = character.unicodeScalars
                guard scalars.count == 1, let value = scalars.first?.value else { return "?" }
                return Self.isNarrow(value) ? character : "?"
            })
    }

    /// Whether the scalar `value` is shown in exactly one column and never combines with another.
    private static func isNarrow(_ value: UInt32) -> Bool {
        // NB: ASCII, Latin-1 and Latin Extended letters, Greek and Cyrillic: all narrow, none combining.
        (0x20...0x7E).contains(value) || (0xA1...0x24F).contains(value) && value != 0xAD
            || (0x370...0x3FF).contains(value) || (0x400...0x482).contains(value) || (0x48A...0x4FF).contains(value)
    }

    /// The text cut to `width` columns, ending in `ellipsis` when something was cut.
    func truncated(to width: Int, ellipsis: String) -> String {
        guard columnCount > width else { return self }
        guard width > ellipsis.count else { return String(prefix(max(0, width))) }
        return String(prefix(width - ellipsis.count)) + ellipsis
    }

    /// The text broken into lines of at most `width` columns, at spaces where possible.
    func wrapped(to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in split(separator: " ") {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
