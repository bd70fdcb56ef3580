/// A parsed JSON value, as the decoder reads it; numbers keep their text so that no precision is lost before
/// the decoder knows what type the field is.
indirect enum JSONValue: Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// The value as an error message names what was found: "an object", "a string", "null", or a number's
    /// own text (cut to 24 characters).
    var found: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number(let text): return text.count > 24 ? String(text.prefix(24)) + "…" : text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        }
    }
}
