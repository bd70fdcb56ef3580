/// How the digit keys 1-9 map onto a three-by-three board.
public enum DigitLayout: String, Hashable, Sendable, CaseIterable {
    /// As on a numeric keypad: 7 8 9 is the top row, 1 2 3 the bottom.
    case keypad
    /// As on a phone: 1 2 3 is the top row, 7 8 9 the bottom.
    case phone

    /// The row (0 at the top) and column (0 at the left) that `digit` (1-9) stands for, or `nil` for any other
    /// number.
    public func position(of digit: Int) -> (row: Int, column: Int)? {
        guard (1...9).contains(digit) else { return nil }
        let fromTop = (digit - 1) / 3
        return (self == .phone ? fromTop : 2 - fromTop, (digit - 1) % 3)
    }

    /// The digit that stands for `row` (0 at the top) and `column` (0 at the left).
    public func digit(row: Int, column: Int) -> Int {
        let digitRow = self == .phone ? row : 2 - row
        return digitRow * 3 + column + 1
    }
}
