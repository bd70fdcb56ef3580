/// Checks on text that arrives from other people: names, client names, nonces.
enum TextRules {
    /// Whether `scalar` must never reach a screen or a log: control and format characters (escape sequences,
    /// bidirectional overrides, zero-width characters), line and paragraph separators, surrogates, private-use
    /// and unassigned code points.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar`, hidden by itself, is part of the character it ends up inside: a zero-width joiner between
    /// two emoji (👩‍👩‍👧), or a tag of an emoji tag sequence (the flag of Scotland).
    ///
    /// NB: bidirectional overrides and isolates (U+202A-202E, U+2066-2069) and the other format characters never
    /// are: they reorder or hide text around them.
    static func joinsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// `text` without hidden characters, with each run of whitespace made one space, trimmed at both ends.
    ///
    /// Characters are kept whole: a joiner or tag inside an emoji sequence stays (one that starts or ends a
    /// character, joining nothing, goes), as do variation selectors and regional indicators.
    static func cleaned(_ text: String) -> String {
        // NB: almost every name arrives already clean, and a message carrying one should not pay for a copy of it.
        isAlreadyClean(text) ? text : cleanedCharacterByCharacter(text)
    }

    /// Whether `cleaned(text)` is `text`: nothing hidden, no whitespace but single spaces between other characters.
    static func isAlreadyClean(_ text: String) -> Bool {
        var afterSpace = true
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if afterSpace { return false }
                afterSpace = true
            } else if scalar.properties.isWhitespace || isHidden(scalar) {
                return false
            } else {
                afterSpace = false
            }
        }
        return !afterSpace || text.isEmpty
    }

    /// `cleaned(text)` the plain way, for any text.
    static func cleanedCharacterByCharacter(_ text: String) -> String {
        folded(scalarsOfWholeCharacters(text))
    }

    /// `scalars` with each run of whitespace made one space, trimmed at both ends.
    private static func folded(_ scalars: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in scalars {
            // NB: whitespace first: tabs, newlines and line separators are also control or separator characters,
            // and a name typed across two lines should keep its words apart.
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    /// The scalars of `text` that are not hidden, character by character, with the joiners and tags inside an
    /// emoji sequence kept (whitespace is kept, for the caller to fold).
    private static func scalarsOfWholeCharacters(_ text: String) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        for character in text {
            let scalars = Array(character.unicodeScalars)
            let isEmoji = scalars.first?.properties.isEmoji == true
            for (index, scalar) in scalars.enumerated() {
                if scalar.properties.isWhitespace || !isHidden(scalar) {
                    kept.append(scalar)
                } else if isEmoji, index > 0, joinsCharacter(scalar),
                    scalar.value != 0x200D || index < scalars.count - 1
                {
                    kept.append(scalar)
                }
            }
        }
        return kept
    }

    /// `text` in double quotes for an error message, cut to 32 characters, with anything hidden shown as `?`, so
    /// text from the wire can neither make an error long nor put control sequences into a log.
    static func quoted(_ text: String) -> String {
        var shown = ""
        for (count, character) in text.enumerated() {
            if count == 32 {
                shown += "…"
                break
            }
            shown.append(character.unicodeScalars.contains(where: isHidden) ? "?" : character)
        }
        return "\"\(shown)\""
    }
}
