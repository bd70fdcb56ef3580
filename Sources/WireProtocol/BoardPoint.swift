/// A place on a board that a player points at (the cursor), relayed to the others in the room so they see where
/// a teammate is looking: row and column from 0, counted from the top left.
///
/// On the wire: `{"column": 3, "row": 7}`. Both are 0 to 999; the server does not check them against the board,
/// because a pointer is only a hint to draw.
public struct BoardPoint: Hashable, Sendable, Codable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// The largest row or column a pointer may name.
    public static let maxCoordinate = 999

    /// The point in `row` and `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    private enum CodingKeys: String, CodingKey {
        case row, column
    }

    /// Decodes `{"row": r, "column": c}`, refusing a coordinate outside 0...999.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func coordinate(_ key: CodingKeys) throws -> Int {
            let value = try container.decode(Int.self, forKey: key)
            guard (0...Self.maxCoordinate).contains(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "must be 0 to \(Self.maxCoordinate), not \(value)")
            }
            return value
        }
        row = try coordinate(.row)
        column = try coordinate(.column)
    }

    /// Encodes `{"column": c, "row": r}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(row, forKey: .row)
        try container.encode(column, forKey: .column)
    }
}
