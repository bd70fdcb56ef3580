/// `text` in double quotes for an error message, cut to 32 characters and with anything unprintable shown as
/// `?`, so text from the wire cannot make an error message long or put control sequences into a log.
public func quoted(_ text: String) -> String {
    let limit = 32
    var shown = ""
    for (count, character) in text.enumerated() {
        if count == limit {
            shown += "…"
            break
        }
        let printable = character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
                return false
            default:
                return true
            }
        }
        shown.append(printable ? character : "?")
    }
    return "\"\(shown)\""
}
