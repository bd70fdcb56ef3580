/// A board packed into a base-3 number (0 empty, 1 X, 2 O per square): a cheap key for the perfect player's
/// memo table.
struct PositionKey: Hashable, Sendable {
    private(set) var rawValue: Int
    private(set) var marks: [Mark?]

    init(_ marks: [Mark?]) {
        self.marks = marks
        rawValue = 0
        for (index, mark) in marks.enumerated() {
            rawValue += Self.digit(mark) * Self.powers[index]
        }
    }

    mutating func set(_ index: Int, to mark: Mark) {
        rawValue += Self.digit(mark) * Self.powers[index]
        marks[index] = mark
    }

    mutating func clear(_ index: Int) {
        rawValue -= Self.digit(marks[index]) * Self.powers[index]
        marks[index] = nil
    }

    static let count = 19_683  // 3^9

    private static let powers = (0..<9).map { index in (0..<index).reduce(1) { product, _ in product * 3 } }

    private static func digit(_ mark: Mark?) -> Int {
        switch mark {
        case nil: return 0
        case .x: return 1
        case .o: return 2
        }
    }
}
