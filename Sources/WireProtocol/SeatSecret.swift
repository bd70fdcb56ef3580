/// The proof that a connection owns a seat: 128 random bits, given only to the player who took the seat.
///
/// On the wire: 22 characters of unpadded base64url. The server keeps only a hash of `rawBytes` and compares in
/// constant time; the secret is never broadcast, put in an error, or logged. String interpolation, `print`,
/// `dump` and debuggers show `SeatSecret(redacted)`, so a secret cannot slip into a log by accident; only
/// `revealedText` and the encoder give the text.
public struct SeatSecret: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// How many random bytes a secret holds: 16, 128 bits.
    public static let byteCount = 16

    /// How many characters its text has: 22.
    public static let textLength = 22

    private let bytes: [UInt8]

    /// The secret written as `text` (22 characters of base64url); throws a reason that does not repeat the text.
    public init(_ text: String) throws(WireValueError) {
        guard text.count == Self.textLength else {
            throw WireValueError("a seat secret has \(Self.textLength) characters, not \(text.count)")
        }
        guard let bytes = Base64URL.decode(text), bytes.count == Self.byteCount else {
            throw WireValueError("a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)")
        }
        self.bytes = bytes
    }

    /// The secret made of these 16 bytes, or `nil` for any other count.
    public init?(rawBytes: [UInt8]) {
        guard rawBytes.count == Self.byteCount else { return nil }
        bytes = rawBytes
    }

    /// A new secret of 128 bits from `random`; the server passes a cryptographic generator
    /// (`SystemRandomNumberGenerator`).
    public static func random(using random: inout some RandomNumberGenerator) -> SeatSecret {
        let words = [random.next(), random.next()] as [UInt64]
        let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        return SeatSecret(checked: bytes)
    }

    private init(checked bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 16 bytes, for the server to hash before it stores them. Never log them.
    public var rawBytes: [UInt8] { bytes }

    /// The text sent to the seat's owner and kept by its client. Never log it.
    public var revealedText: String { Base64URL.encode(bytes) }

    /// Whether `other` is the same secret, taking the same time wherever the two differ.
    public func matches(_ other: SeatSecret) -> Bool {
        Self.constantTimeEqual(bytes, other.bytes)
    }

    /// Whether two byte strings are equal, in a time that depends only on their lengths, for comparing secrets
    /// and their hashes without telling an attacker how many leading bytes were right.
    public static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
        return difference == 0
    }

    /// Equal secrets, compared in constant time.
    public static func == (lhs: SeatSecret, rhs: SeatSecret) -> Bool { lhs.matches(rhs) }

    /// Hashes the bytes, so secrets can be kept in sets in tests; the server stores hashes, not sets of secrets.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes)
    }

    /// "SeatSecret(redacted)": never the secret.
    public var description: String { "SeatSecret(redacted)" }

    /// "SeatSecret(redacted)": never the secret.
    public var debugDescription: String { description }

    /// A mirror with no children, so `dump` and reflection-based printers show nothing of the secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Decodes a secret from its text, refusing anything else without repeating it.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeText(SeatSecret.init)
    }

    /// Encodes the secret's text: only ever in the message for its owner.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(revealedText)
    }
}
