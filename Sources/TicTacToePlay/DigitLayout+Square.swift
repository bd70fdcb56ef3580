public import ClientCore
public import TicTacToe

extension DigitLayout {
    /// The square that `digit` (1-9) stands for, or `nil` for any other number.
    public func square(for digit: Int) -> Square? {
        position(of: digit).map { Square(row: $0.row, column: $0.column) }
    }

    /// The digit that stands for `square`.
    public func digit(for square: Square) -> Int {
        digit(row: square.row, column: square.column)
    }
}
