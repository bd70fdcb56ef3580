/// A size in terminal cells: columns wide by rows high.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns by `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether this size is at least `other` in both directions.
    public func fits(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }

    /// "80x24", the way terminal sizes are usually written.
    public var description: String { "\(width)x\(height)" }
}
