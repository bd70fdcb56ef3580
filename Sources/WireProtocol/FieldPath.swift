/// How error messages write where a field is: `move.mark.square`, `players[1].name`.
enum FieldPath {
    /// `components` joined with dots, array indices in brackets.
    static func text(_ components: [String]) -> String {
        var text = ""
        for component in components {
            if !text.isEmpty && !component.hasPrefix("[") { text += "." }
            text += component
        }
        return text
    }

    /// The path of a coding path, as above.
    static func text(_ codingPath: [any CodingKey]) -> String {
        text(codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue })
    }
}
