/// A player's place at the table, numbered from 0 in turn order.
///
/// Games decide what a seat means: in a game of two, say, seat 0 plays one colour or mark and seat 1 the other.
public struct Seat: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The seat's number, from 0.
    public let index: Int

    /// The seat numbered `index`.
    public init(_ index: Int) {
        self.index = index
    }

    /// Seats compare by number, which is turn order.
    public static func < (lhs: Seat, rhs: Seat) -> Bool { lhs.index < rhs.index }

    /// "seat 0".
    public var description: String { "seat \(index)" }

    // NB: a seat is a bare number on the wire, not {"index": 0}.
    /// Decodes a seat from its bare number.
    public init(from decoder: any Decoder) throws {
        index = try decoder.singleValueContainer().decode(Int.self)
    }

    /// Encodes the seat as its bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(index)
    }
}
