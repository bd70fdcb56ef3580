public import TicTacToe

/// How the digit keys 1-9 map onto the board.
public enum DigitLayout: String, Hashable, Sendable, CaseIterable {
    /// As on a numeric keypad: 7 8 9 is the top row, 1 2 3 the bottom.
    case keypad
    /// As on a phone: 1 2 3 is the top row, 7 8 9 the bottom.
    case phone

    /// The square that `digit` (1-9) stands for, or `nil` for any other number.
    public func square(for digit: Int) -> Square? {
        guard (1...9).contains(digit) else { return nil }
        let fromTop = (digit - 1) / 3
        return Square(row: self == .phone ? fromTop : 2 - fromTop, column: (digit - 1) % 3)
    }

    /// The digit that stands for `square`.
    public func digit(for square: Square) -> Int {
        let digitRow = self == .phone ? square.row : 2 - square.row
        return digitRow * 3 + square.column + 1
    }
}
