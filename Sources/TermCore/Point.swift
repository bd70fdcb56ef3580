/// A cell position: `x` is the column and `y` the row, both from 0 at the top left.
public struct Point: Hashable, Sendable {
    /// Column, from 0 at the left.
    public var x: Int
    /// Row, from 0 at the top.
    public var y: Int

    /// Creates the point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
