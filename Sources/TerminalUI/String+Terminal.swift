import TermCore

extension String {
    /// The text with every character a terminal might not show as `Canvas` counts it (one column, two for a
    /// wide character), and every control character, replaced by "?": names come from other people.
    ///
    /// Kept: Latin, Greek and Cyrillic letters, East Asian wide characters and wide emoji, each with the
    /// combining marks, variation selectors and skin tones that follow it; and emoji sequences whole, each one
    /// character two columns wide: flags (two regional indicators), emoji joined by zero-width joiners (👩‍👩‍👧),
    /// tag sequences, keycaps and emoji asking for emoji presentation (❤️).
    public var terminalSafe: String {
        // NB: none of the narrow scalars joins its neighbours into one character, so a string of them only is
        // returned as it is, without splitting it into characters: names are drawn in every frame.
        if unicodeScalars.allSatisfy({ Self.isNarrow($0.value) }) { return self }
        return String(
            map { character -> Character in
                let scalars = character.unicodeScalars
                guard let first = scalars.first?.value else { return "?" }
                if Self.isEmojiSequence(character) { return character }
                guard Self.isNarrow(first) || Cell.isWide(scalar: first),
                    scalars.dropFirst().allSatisfy({ Self.joinsBase($0, wide: Cell.isWide(scalar: first)) })
                else { return "?" }
                return character
            })
    }

    /// Whether `character`, of several scalars, is an emoji sequence a terminal draws as one wide character, as
    /// `Cell.columns(of:)` measures it: an emoji, then only what joins it (joiners followed by emoji, variation
    /// selectors, skin tones, tags, a keycap), or two regional indicators.
    private static func isEmojiSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, let first = scalars.first, first.properties.isEmoji else { return false }
        guard Cell.columns(of: character) == 2 else { return false }
        let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
        if regionalIndicators.contains(first.value) {
            return scalars.count == 2 && scalars.allSatisfy { regionalIndicators.contains($0.value) }
        }
        var afterJoiner = false
        for scalar in scalars.dropFirst() {
            let value = scalar.value
            if afterJoiner {
                guard scalar.properties.isEmoji else { return false }
                afterJoiner = false
            } else if value == 0x200D {
                afterJoiner = true
            } else if !(value == 0xFE0F || value == 0x20E3 || (0x1F3FB...0x1F3FF).contains(value)
                || (0xE0020...0xE007F).contains(value))
            {
                return false
            }
        }
        return !afterJoiner
    }

    /// Whether the scalar `value` is shown in exactly one column and never combines with another.
    private static func isNarrow(_ value: UInt32) -> Bool {
        // NB: ASCII, Latin-1 and Latin Extended letters, Greek and Cyrillic: all narrow, none combining.
        (0x20...0x7E).contains(value) || (0xA1...0x24F).contains(value) && value != 0xAD
            || (0x370...0x3FF).contains(value) || (0x400...0x482).contains(value) || (0x48A...0x4FF).contains(value)
    }

    /// Whether `scalar`, after the first of a character, changes how it looks without taking a column: a
    /// combining mark, a variation selector, or (after a wide emoji) a skin tone.
    private static func joinsBase(_ scalar: Unicode.Scalar, wide: Bool) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || wide && (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }

    /// The text cut to `width` columns, ending in `ellipsis` when something was cut; a wide character that would
    /// straddle the cut is left out whole.
    public func truncated(to width: Int, ellipsis: String) -> String {
        guard columnCount > width else { return self }
        guard width > ellipsis.columnCount else { return prefix(columns: max(0, width)) }
        return prefix(columns: width - ellipsis.columnCount) + ellipsis
    }

    /// The text broken into lines of at most `width` columns, at spaces where possible.
    func wrapped(to width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineColumns = 0
        for word in split(separator: " ") {
            var word = String(word)
            var wordColumns = word.columnCount
            if !line.isEmpty, lineColumns + 1 + wordColumns <= width {
                line += " " + word
                lineColumns += 1 + wordColumns
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while wordColumns > width {
                // NB: at least one character a line, so a wide character on a one-column line still moves on.
                var head = word.prefix(columns: width)
                if head.isEmpty { head = String(word.prefix(1)) }
                lines.append(head)
                word = String(word.dropFirst(head.count))
                wordColumns = word.columnCount
            }
            line = word
            lineColumns = wordColumns
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
