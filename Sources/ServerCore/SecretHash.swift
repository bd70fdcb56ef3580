import Crypto
public import WireProtocol

/// The SHA-256 of a seat secret's bytes, as stored; the secret itself is never kept.
public struct SecretHash: Hashable, Sendable, Codable {
    /// A digest's 32 bytes as four words, in order; any other text as it came.
    ///
    /// NB: every taken seat keeps its hash for the room's life; as 64 hex digits in a `String` it was a heap
    /// allocation of 112 bytes per seat, held inline the digest takes 32 bytes in the room's seat list.
    private enum Storage: Hashable, Sendable {
        case digest(UInt64, UInt64, UInt64, UInt64)
        case text(String)
    }

    private let storage: Storage

    /// 64 lowercase hexadecimal digits.
    public var hex: String {
        switch storage {
        case .text(let text):
            return text
        case .digest(let a, let b, let c, let d):
            var digits: [UInt8] = []
            digits.reserveCapacity(64)
            for word in [a, b, c, d] {
                for shift in stride(from: 60, through: 0, by: -4) {
                    digits.append(Self.hexDigits[Int((word >> UInt64(shift)) & 0xF)])
                }
            }
            return String(decoding: digits, as: UTF8.self)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The hash with these digits.
    public init(hex: String) {
        storage = Self.words(hex).map { .digest($0[0], $0[1], $0[2], $0[3]) } ?? .text(hex)
    }

    /// The hash of `secret`: its SHA-256, from swift-crypto.
    ///
    /// NB: the digest goes into the words as they are; spelled out in hex digits and read back, as `init(hex:)`
    /// would, it was most of a room's creation.
    public init(of secret: SeatSecret) {
        storage = SHA256.hash(data: secret.rawBytes).withUnsafeBytes { digest in
            func word(_ index: Int) -> UInt64 {
                digest[(index * 8)..<(index * 8 + 8)].reduce(0) { $0 << 8 | UInt64($1) }
            }
            return .digest(word(0), word(1), word(2), word(3))
        }
    }

    /// Whether `secret` hashes to this, comparing every byte so the time taken does not tell how much matched.
    public func matches(_ secret: SeatSecret) -> Bool {
        SeatSecret.constantTimeEqual(Array(SecretHash(of: secret).hex.utf8), Array(hex.utf8))
    }

    /// Decodes the bare hex string.
    public init(from decoder: any Decoder) throws {
        self.init(hex: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the bare hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    /// The four words of 64 lowercase hexadecimal digits; `nil` for any other text, which is kept as it is so that
    /// it reads back the same.
    private static func words(_ hex: String) -> [UInt64]? {
        let bytes = Array(hex.utf8)
        guard bytes.count == 64 else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity(4)
        for start in stride(from: 0, to: 64, by: 16) {
            var word: UInt64 = 0
            for byte in bytes[start..<(start + 16)] {
                guard let digit = hexDigits.firstIndex(of: byte) else { return nil }
                word = word << 4 | UInt64(digit)
            }
            words.append(word)
        }
        return words
    }
}
