/// A board's size, its number of mines and its win rule, always within the allowed bounds.
///
/// Wire shape: `{"rows": 16, "columns": 30, "mines": 99, "winRule": "reveal-all"}`; `winRule` may be left out
/// for `reveal-all`. Decoding checks the bounds and fails with the same sentence `MinesweeperOptionsError` gives.
public struct MinesweeperOptions: Hashable, Sendable, Codable {
    /// The number of rows, within `rowRange`.
    public let rows: Int
    /// The number of columns, within `columnRange`.
    public let columns: Int
    /// The number of mines, from 1 to `maximumMines(rows:columns:)`.
    public let mines: Int
    /// When the board counts as cleared.
    public let winRule: WinRule

    /// Rows a board may have: from small enough to learn on to larger than any terminal (the board scrolls).
    public static let rowRange = 5...99
    /// Columns a board may have (the names run a to cu).
    public static let columnRange = 5...99

    /// The most mines a board of this size takes: all but the 9 cells kept clear around the first reveal.
    public static func maximumMines(rows: Int, columns: Int) -> Int {
        rows * columns - 9
    }

    /// A board of `rows` by `columns` with `mines` mines, or the reason these are not allowed.
    public init(rows: Int, columns: Int, mines: Int, winRule: WinRule = .revealAll)
        throws(MinesweeperOptionsError)
    {
        guard Self.rowRange.contains(rows) else { throw .rowsOutOfRange(rows) }
        guard Self.columnRange.contains(columns) else { throw .columnsOutOfRange(columns) }
        guard (1...Self.maximumMines(rows: rows, columns: columns)).contains(mines) else {
            throw .minesOutOfRange(mines, rows: rows, columns: columns)
        }
        self.init(validRows: rows, columns: columns, mines: mines, winRule: winRule)
    }

    init(validRows rows: Int, columns: Int, mines: Int, winRule: WinRule) {
        self.rows = rows
        self.columns = columns
        self.mines = mines
        self.winRule = winRule
    }

    /// The preset these options are, if any (the win rule aside).
    public var preset: MinesweeperPreset? {
        MinesweeperPreset.allCases.first { preset in
            let options = preset.options
            return (options.rows, options.columns, options.mines) == (rows, columns, mines)
        }
    }

    /// The number of cells on the board.
    public var cellCount: Int { rows * columns }

    /// Whether `cell` lies on this board.
    public func contains(_ cell: Cell) -> Bool {
        (0..<rows).contains(cell.row) && (0..<columns).contains(cell.column)
    }

    private enum CodingKeys: String, CodingKey {
        case rows, columns, mines, winRule
    }

    /// Decodes options and checks them as `init(rows:columns:mines:winRule:)` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rows = try container.decode(Int.self, forKey: .rows)
        let columns = try container.decode(Int.self, forKey: .columns)
        let mines = try container.decode(Int.self, forKey: .mines)
        let winRule = try container.decodeIfPresent(WinRule.self, forKey: .winRule) ?? .revealAll
        do {
            try self.init(rows: rows, columns: columns, mines: mines, winRule: winRule)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
        }
    }

    /// Encodes the options, the win rule always included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rows, forKey: .rows)
        try container.encode(columns, forKey: .columns)
        try container.encode(mines, forKey: .mines)
        try container.encode(winRule, forKey: .winRule)
    }
}
