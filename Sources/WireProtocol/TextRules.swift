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

    /// `text` without hidden characters, with each run of whitespace made one space, trimmed at both ends.
    static func cleaned(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // NB: whitespace first: tabs, newlines and line separators are also control or separator characters,
            // and a name typed across two lines should keep its words apart.
            if scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if isHidden(scalar) { continue }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
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
