/// The round's-end choice of a game that offers none: a rematch is the next round as it comes. No value exists.
public enum NoRoundChoice: Hashable, Sendable, Codable {
    /// Refused: the game offers no choice at a round's end.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "this game offers no choice at a round's end"))
    }

    /// Never called: no value exists.
    public func encode(to encoder: any Encoder) throws {}
}
