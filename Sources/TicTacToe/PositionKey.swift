/// A board packed for the perfect player: a bit set per mark (bit `i` is square index `i`) for fast line checks,
/// and the board as a base-3 number (0 empty, 1 X, 2 O per square) to index its memo table.
///
/// NB: plain integers rather than `[Mark?]`, so the search that fills the memo table allocates nothing per node.
struct PositionKey: Hashable, Sendable {
    /// The squares holding X.
    private(set) var xBits: UInt16 = 0
    /// The squares holding O.
    private(set) var oBits: UInt16 = 0
    /// The board as a base-3 number, below `count`.
    private(set) var rawValue = 0

    /// The board of `marks`, by square index.
    init(_ marks: [Mark?]) {
        for (index, mark) in marks.enumerated() {
            if let mark { set(index, to: mark) }
        }
    }

    /// How many base-3 boards there are, reachable or not: 3^9.
    static let count = 19_683

    /// The empty squares.
    var emptyBits: UInt16 { ~(xBits | oBits) & Self.fullBoard }

    /// Marks the empty square at `index`.
    mutating func set(_ index: Int, to mark: Mark) {
        let bit: UInt16 = 1 << index
        switch mark {
        case .x:
            xBits |= bit
            rawValue += Self.powers[index]
        case .o:
            oBits |= bit
            rawValue += 2 * Self.powers[index]
        }
    }

    /// Empties the square at `index`.
    mutating func clear(_ index: Int) {
        let bit: UInt16 = 1 << index
        if xBits & bit != 0 {
            xBits &= ~bit
            rawValue -= Self.powers[index]
        } else if oBits & bit != 0 {
            oBits &= ~bit
            rawValue -= 2 * Self.powers[index]
        }
    }

    /// Whether either mark has completed a line.
    var hasLine: Bool {
        Self.lineMasks.contains { mask in xBits & mask == mask || oBits & mask == mask }
    }

    private static let fullBoard: UInt16 = 0b1_1111_1111

    private static let powers = [1, 3, 9, 27, 81, 243, 729, 2_187, 6_561]

    private static let lineMasks: [UInt16] = Line.all.map { line in
        line.squares.reduce(0) { mask, square in mask | 1 << square.index }
    }
}
