public import WireProtocol

/// The SHA-256 of a seat secret's bytes, as stored; the secret itself is never kept.
public struct SecretHash: Hashable, Sendable, Codable {
    /// 64 lowercase hexadecimal digits.
    public let hex: String

    /// The hash with these digits.
    public init(hex: String) {
        self.hex = hex
    }

    /// The hash of `secret`.
    public init(of secret: SeatSecret) {
        hex = SHA256.hexDigest(secret.rawBytes)
    }

    /// Whether `secret` hashes to this, comparing every byte so the time taken does not tell how much matched.
    public func matches(_ secret: SeatSecret) -> Bool {
        SeatSecret.constantTimeEqual(Array(SecretHash(of: secret).hex.utf8), Array(hex.utf8))
    }

    /// Decodes the bare hex string.
    public init(from decoder: any Decoder) throws {
        hex = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
