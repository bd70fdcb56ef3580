/// A client's name for one move it sends, so that a move sent again after a lost acknowledgement is recognised
/// and applied once.
///
/// 1 to 64 characters from `A-Z a-z 0-9 . _ : -`; a UUID or a counter ("m12") both fit. A client uses a new ID for
/// each new move and the same ID when it resends a move.
public struct ClientMoveID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The longest ID: 64 characters.
    public static let maxLength = 64

    /// The ID's text.
    public let text: String

    /// The ID `text`; throws a readable reason if it is empty, too long, or has other characters.
    public init(_ text: String) throws(WireValueError) {
        guard !text.isEmpty else { throw WireValueError("a client move ID cannot be empty") }
        guard text.utf8.count <= Self.maxLength else {
            throw WireValueError("a client move ID has at most \(Self.maxLength) characters, not \(text.count)")
        }
        guard text.utf8.allSatisfy(Self.isAllowed) else {
            throw WireValueError(
                "client move ID \(TextRules.quoted(text)) may contain only A-Z, a-z, 0-9, '.', '_', ':' and '-'")
        }
        self.text = text
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The ID's text.
    public var description: String { text }

    /// Decodes an ID from its text, refusing anything else with the reason.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeText(ClientMoveID.init)
    }

    /// Encodes the ID as its text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
