/// Three squares in a row, column or diagonal: what a player must fill to win.
public struct Line: Hashable, Sendable, Codable {
    /// The three squares, in board order.
    public let squares: [Square]

    /// The line through `squares`.
    public init(_ squares: [Square]) {
        self.squares = squares
    }

    /// The eight winning lines: three rows, three columns, two diagonals.
    public static let all: [Line] = {
        let rows = (0..<3).map { row in Line((0..<3).map { Square(row: row, column: $0) }) }
        let columns = (0..<3).map { column in Line((0..<3).map { Square(row: $0, column: column) }) }
        let diagonals = [
            Line((0..<3).map { Square(row: $0, column: $0) }),
            Line((0..<3).map { Square(row: $0, column: 2 - $0) }),
        ]
        return rows + columns + diagonals
    }()

    /// Whether the line passes through `square`.
    public func contains(_ square: Square) -> Bool { squares.contains(square) }
}
