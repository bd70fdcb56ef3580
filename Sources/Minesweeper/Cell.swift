/// One square of a Minesweeper board, by row and column from 0 at the top left.
///
/// Players name cells as in a spreadsheet: column letters then a row number from 1, so the top-left cell is
/// "a1", the fifth column of the seventh row "e7", and the 27th column, after "z", "aa". Cells order row by row
/// (row-major), the order every list of cells in this module uses.
///
/// Wire shape: the name as a JSON string, `"d7"`; decoding refuses anything that is not a cell name.
public struct Cell: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The row, from 0 at the top.
    public let row: Int
    /// The column, from 0 at the left.
    public let column: Int

    /// The cell at `row` and `column`, both from 0; a cell may lie off any board (the rules refuse it there).
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }

    /// The cell named `name`, such as "d7", "D7" or "ad16"; `nil` unless it is column letters followed by a row
    /// number from 1 without leading zeros.
    public init?(name: String) {
        let letters = name.prefix { $0.isASCII && $0.isLetter }
        let digits = name.dropFirst(letters.count)
        guard (1...3).contains(letters.count), (1...5).contains(digits.count),
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0",
            let rowNumber = Int(digits)
        else { return nil }
        var column = 0
        for letter in letters.lowercased().unicodeScalars {
            column = column * 26 + Int(letter.value - UnicodeScalar("a").value) + 1
        }
        self.init(row: rowNumber - 1, column: column - 1)
    }

    /// The cell's name, such as "d7"; a cell with a negative row or column, which no board has, reads
    /// "(row -1, column 3)" and cannot be encoded.
    public var name: String {
        guard row >= 0, column >= 0 else { return "(row \(row), column \(column))" }
        return Self.columnName(column) + String(row + 1)
    }

    /// The name, as `name`.
    public var description: String { name }

    /// The letters naming `column` (from 0): 0 is "a", 25 "z", 26 "aa", 27 "ab"; "" for a negative column.
    public static func columnName(_ column: Int) -> String {
        var letters: [Character] = []
        var rest = column + 1
        while rest > 0 {
            rest -= 1
            letters.append(Character(UnicodeScalar(UInt8(rest % 26) + UInt8(ascii: "a"))))
            rest /= 26
        }
        return String(letters.reversed())
    }

    /// Row by row, then column by column.
    public static func < (lhs: Cell, rhs: Cell) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    /// Decodes a cell from its name, such as `"d7"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let cell = Cell(name: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\"\(name)\" is not a cell name (column letters, then a row number from 1: d7).")
        }
        self = cell
    }

    /// Encodes the cell as its name, such as `"d7"`.
    public func encode(to encoder: any Encoder) throws {
        guard row >= 0, column >= 0 else {
            throw EncodingError.invalidValue(
                self, .init(codingPath: encoder.codingPath, debugDescription: "\(name) is on no board."))
        }
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
