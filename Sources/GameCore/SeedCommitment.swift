/// A room's public commitment to a round's seed, made before the round's first card is seen: the SHA-256 digest
/// the server computes from the seed and the room (docs/protocol.md gives the bytes hashed), as 64 lower-case hex
/// digits.
///
/// Published at the deal to every viewer while the seed stays secret; once the round is over the seed is shown,
/// and anyone can hash it again and compare, so the server cannot have changed the deal after the commitment. The
/// rules only carry it: they never compute it.
public struct SeedCommitment: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The digest in lower-case hex.
    public let hex: String

    /// The commitment whose digest is `hex`, 64 hex digits (in any case), or `nil` for anything else.
    public init?(hex: String) {
        let lower = hex.lowercased()
        guard lower.utf8.count == 64,
            lower.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
        else { return nil }
        self.hex = lower
    }

    /// The digest in lower-case hex.
    public var description: String { hex }

    /// Decodes the hex digits, refusing anything that is not a SHA-256 digest.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let commitment = SeedCommitment(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a seed commitment is 64 hex digits")
        }
        self = commitment
    }

    /// Encodes the hex digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
