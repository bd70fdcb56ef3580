/// A moment in a game, as milliseconds since it started, supplied by the caller.
///
/// Rules never read a clock: the local loop or the server passes the time in, so a replay of the same moves at
/// the same times rebuilds exactly the same state.
public struct GameTime: Hashable, Comparable, Sendable, Codable {
    /// Milliseconds since the game started.
    public var milliseconds: Int64

    /// The moment `milliseconds` after the start.
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// The start of the game.
    public static let start = GameTime(milliseconds: 0)

    /// Earlier moments compare lower.
    public static func < (lhs: GameTime, rhs: GameTime) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Decodes a moment from its bare number of milliseconds.
    public init(from decoder: any Decoder) throws {
        milliseconds = try decoder.singleValueContainer().decode(Int64.self)
    }

    /// Encodes the moment as its bare number of milliseconds.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(milliseconds)
    }
}
