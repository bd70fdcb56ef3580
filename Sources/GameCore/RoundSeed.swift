/// A round's randomness as the room draws and stores it: 64 bits for most games, 128 for a game whose deal must not
/// be found by trying every seed (`CatalogGame.commitsToRoundSeed`).
///
/// Stored as a bare number while its upper half is zero, the form every 64-bit seed has always had, so the records
/// of a game that draws 64 bits stay the same bytes; otherwise as `{"high": …, "low": …}`.
public struct RoundSeed: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The upper 64 bits: zero for a game that draws 64.
    public let high: UInt64
    /// The lower 64 bits: the whole seed of a game that draws 64.
    public let low: UInt64

    /// The seed made of `high` and `low`.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A 64-bit seed, in the lower half.
    public init(_ low: UInt64) {
        self.init(high: 0, low: low)
    }

    /// A new seed from `random`: 64 bits, or 128 when `wide`.
    ///
    /// NB: the lower half is drawn first, so a 64-bit game draws exactly what it drew before seeds could be wider.
    public static func drawn(wide: Bool, using random: inout some RandomNumberGenerator) -> RoundSeed {
        let low = random.next() as UInt64
        return wide ? RoundSeed(high: random.next(), low: low) : RoundSeed(low)
    }

    /// Whether the upper half holds anything.
    public var isWide: Bool { high != 0 }

    /// "high:low" in decimal, or the lower half alone for a 64-bit seed.
    public var description: String { isWide ? "\(high):\(low)" : "\(low)" }

    private enum CodingKeys: String, CodingKey {
        case high, low
    }

    /// Decodes a bare number (a 64-bit seed) or `{"high": …, "low": …}`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let low = try? single.decode(UInt64.self) {
            self.init(low)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            high: try container.decode(UInt64.self, forKey: .high), low: try container.decode(UInt64.self, forKey: .low)
        )
    }

    /// Encodes a bare number while the upper half is zero, else both halves.
    public func encode(to encoder: any Encoder) throws {
        guard isWide else {
            var single = encoder.singleValueContainer()
            try single.encode(low)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(high, forKey: .high)
        try container.encode(low, forKey: .low)
    }
}

extension RoundSeed: ExpressibleByIntegerLiteral {
    /// A 64-bit seed written as a number.
    public init(integerLiteral value: UInt64) {
        self.init(value)
    }
}
