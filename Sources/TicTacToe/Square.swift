/// A square of the 3×3 board, by row and column, each 0-2 from the top left.
///
/// A square can name a place off the board (a move from the wire may); `isOnBoard` tells, and the rules refuse
/// such a move rather than trap.
public struct Square: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Row, 0 at the top.
    public var row: Int
    /// Column, 0 at the left.
    public var column: Int

    /// The square at `row`, `column`.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The square at board index `index` (0-8, row by row).
    public init(index: Int) {
        self.init(row: index / 3, column: index % 3)
    }

    /// Every square, row by row from the top left.
    public static let all: [Square] = (0..<9).map(Square.init(index:))

    /// The centre square.
    public static let centre = Square(row: 1, column: 1)

    /// Whether the square is one of the nine.
    public var isOnBoard: Bool { (0..<3).contains(row) && (0..<3).contains(column) }

    /// The board index, 0-8 row by row; only meaningful on the board.
    public var index: Int { row * 3 + column }

    /// The square's name: column letter a-c, then row digit 1-3 from the top, so "a1" is the top left and "b2"
    /// the centre.
    public var name: String {
        guard isOnBoard else { return "(\(row), \(column))" }
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(column)))
        return "\(letter)\(row + 1)"
    }

    /// The square named `name` ("a1"-"c3", any case), or `nil` if the name is not a square.
    public init?(name: String) {
        let characters = Array(name.lowercased())
        guard characters.count == 2,
            let column = ["a", "b", "c"].firstIndex(of: characters[0]),
            let rowNumber = characters[1].wholeNumberValue, (1...3).contains(rowNumber)
        else { return nil }
        self.init(row: rowNumber - 1, column: column)
    }

    /// Where the square is, in words: "top left", "top edge", "centre" and so on.
    public var placeName: String {
        switch (row, column) {
        case (1, 1): return "centre"
        case (1, 0): return "left edge"
        case (1, 2): return "right edge"
        case (0, 1): return "top edge"
        case (2, 1): return "bottom edge"
        default: return "\(row == 0 ? "top" : "bottom") \(column == 0 ? "left" : "right")"
        }
    }

    /// "b2".
    public var description: String { name }
}
