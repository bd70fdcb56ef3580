/// A wall-clock instant as milliseconds since 1970, passed in by the caller: the room logic never reads a clock.
public struct Moment: Hashable, Comparable, Sendable, Codable {
    /// Milliseconds since 1970-01-01 UTC.
    public var milliseconds: Int64

    /// The instant `milliseconds` after 1970-01-01 UTC.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// Earlier instants compare lower.
    public static func < (lhs: Moment, rhs: Moment) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// The instant `milliseconds` later.
    public func adding(milliseconds: Int64) -> Moment { Moment(milliseconds: self.milliseconds + milliseconds) }

    /// Decodes the bare number.
    public init(from decoder: any Decoder) throws {
        milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    }

    /// Encodes the bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}
