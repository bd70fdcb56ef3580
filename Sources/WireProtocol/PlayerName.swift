/// The name a player shows to the others: printable text, 1 to 24 characters.
///
/// Made from whatever a person typed by removing control and format characters (terminal escape sequences,
/// bidirectional overrides, zero-width characters; but not the joiners and tags inside an emoji sequence, which
/// stay whole), making each run of whitespace one space and trimming the ends; what is left must be 1 to 24
/// characters and at most 96 bytes of UTF-8. Both ends apply the same rule, so a name that arrives is safe to draw
/// on a terminal and to log.
public struct PlayerName: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The most characters a name has.
    public static let maxCharacters = 24

    /// The most bytes of UTF-8 a name has (a limit on combining marks piled on one character).
    public static let maxBytes = 96

    /// The cleaned name.
    public let text: String

    /// `text` cleaned as described above; throws when nothing printable is left or it is too long.
    public init(_ text: String) throws(WireValueError) {
        let cleaned = TextRules.cleaned(text)
        guard !cleaned.isEmpty else { throw WireValueError("a name needs at least one printable character") }
        guard cleaned.count <= Self.maxCharacters, cleaned.utf8.count <= Self.maxBytes else {
            throw WireValueError(
                "a name has at most \(Self.maxCharacters) characters and \(Self.maxBytes) bytes, not "
                    + "\(cleaned.count) characters and \(cleaned.utf8.count) bytes")
        }
        self.text = cleaned
    }

    /// The name.
    public var description: String { text }

    /// Decodes and cleans a name, refusing one that is empty or too long with the reason.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeText(PlayerName.init)
    }

    /// Encodes the cleaned name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
