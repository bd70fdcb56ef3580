/// The version of the message format, agreed in the first exchange (`hello`, then `welcome`).
///
/// A bare number on the wire. It changes when a message's meaning or a required field changes, or a message
/// type, event type or error code is added; adding an optional field does not change it, because receivers
/// ignore fields they do not know.
public struct ProtocolVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The version number, from 1.
    public let number: Int

    /// Version `number`.
    public init(_ number: Int) {
        self.number = number
    }

    /// The version this code speaks: 1.
    public static let current = ProtocolVersion(1)

    /// Lower versions are older.
    public static func < (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool { lhs.number < rhs.number }

    /// "1".
    public var description: String { String(number) }

    /// Decodes a version from its bare number.
    public init(from decoder: any Decoder) throws {
        number = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the version as its bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(number)
    }
}
