/// A parsed JSON value; objects keep their members in file order with the line each starts on, so a theme
/// error can say where the mistake is.
indirect enum JSONValue: Hashable, Sendable {
    /// A member of an object: its key, its value, and the 1-based line of the key.
    struct Member: Hashable, Sendable {
        var key: String
        var value: JSONValue
        var line: Int
    }

    case object([Member])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// What kind of value this is, in words for an error message.
    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}
