/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    /// The top-left cell.
    public var origin: Point
    /// Columns and rows covered.
    public var size: Size

    /// Creates a rectangle from its top-left cell and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left column and row and its size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The first column to the right of the rectangle.
    public var maxX: Int { origin.x + size.width }
    /// The first row below the rectangle.
    public var maxY: Int { origin.y + size.height }

    /// Whether `point` lies inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= origin.x && point.x < maxX && point.y >= origin.y && point.y < maxY
    }
}
