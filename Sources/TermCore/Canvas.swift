/// An in-memory grid of cells that views draw into and the driver flushes to the terminal.
///
/// Drawing clips silently at the edges, so a view never has to guard against a small terminal to stay
/// memory-safe; deciding whether the terminal is too small to be useful is the view's job.
public struct Canvas: Hashable, Sendable {
    /// Columns and rows.
    public let size: Size
    /// Cells in row-major order: `cells[y * size.width + x]`.
    public private(set) var cells: [Cell]

    /// Creates a canvas filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: fill, count: size.width * size.height)
    }

    /// The cell at `point`, or `nil` outside the canvas.
    public subscript(point: Point) -> Cell? {
        get { contains(point) ? cells[point.y * size.width + point.x] : nil }
        set {
            guard contains(point), let newValue else { return }
            cells[point.y * size.width + point.x] = newValue
        }
    }

    /// The cell at column `x`, row `y`, or `nil` outside the canvas.
    public subscript(x: Int, y: Int) -> Cell? {
        get { self[Point(x: x, y: y)] }
        set { self[Point(x: x, y: y)] = newValue }
    }

    /// Whether `point` lies on the canvas.
    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
    }

    /// Writes `text` left to right from `point`, one character per column, clipped at the edges.
    public mutating func put(_ text: String, at point: Point, style: Style = .plain) {
        guard point.y >= 0, point.y < size.height, point.x < size.width else { return }
        let row = point.y * size.width
        let width = size.width
        let done = text.utf8.withContiguousStorageIfAvailable { bytes in
            cells.withUnsafeMutableBufferPointer { cells in
                Self.putScalars(bytes, into: cells, row: row, width: width, x: point.x, style: style)
            }
        }
        guard done != true else { return }
        var x = point.x
        for character in text {
            if x >= width { break }
            if x >= 0 { cells[row + x] = Cell(character, style: style) }
            x += 1
        }
    }

    /// Writes the scalars of `bytes` one per column when each is a character of its own; `false` when some scalar
    /// may join its neighbour into one character and the caller must split by character.
    ///
    /// NB: splitting a string into characters (grapheme breaking) is the costliest part of drawing text; every
    /// scalar this accepts ends a character by itself whatever follows it (it is no combining mark, joiner, prepend,
    /// Hangul jamo, regional indicator or carriage return), and what follows starts a character unless it is one of
    /// those, which this declines too. So the cells it wrote before declining are the ones the caller writes again,
    /// and the scalars past the edge matter only as far as the first one, which could join the last cell drawn.
    private static func putScalars(
        _ bytes: UnsafeBufferPointer<UInt8>,
        into cells: UnsafeMutableBufferPointer<Cell>,
        row: Int,
        width: Int,
        x start: Int,
        style: Style
    ) -> Bool {
        var x = start
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                // NB: ASCII other than a carriage return always stands alone: the common case, kept short.
                guard lead != 0x0D else { return false }
                if x >= width { return true }
                if x >= 0 { cells[row + x] = Cell(utf8: lead == 0 ? Cell.replacement : UInt64(lead), style: style) }
                index += 1
                x += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { return false }
            var value = UInt32(lead) & (0xFF >> (length + 1))
            var packed = UInt64(lead)
            for offset in 1..<length {
                let byte = bytes[index + offset]
                value = value << 6 | UInt32(byte & 0x3F)
                packed |= UInt64(byte) << (8 * offset)
            }
            guard standsAlone(value) else { return false }
            if x >= width { return true }
            if x >= 0 { cells[row + x] = Cell(utf8: packed, style: style) }
            index += length
            x += 1
        }
        return true
    }

    /// How many scalars the UTF-8 `bytes` hold, when each is a character by itself; else `nil`.
    static func standAloneCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead != 0x0D else { return nil }
                index += 1
                count += 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard index + length <= bytes.count else { return nil }
            var value = UInt32(lead)
            if length > 1 {
                value &= 0xFF >> (length + 1)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            }
            guard standsAlone(value) else { return nil }
            index += length
            count += 1
        }
        return count
    }

    /// Whether the scalar `value` is a character by itself, whatever comes before or after it.
    private static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: return false
        case 0..<0x300: return true
        case 0x370...0x482, 0x48A...0x52F: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF: return true
        case 0x2100...0x2BFF: return true
        default: return false
        }
    }

    /// Writes `text` starting at column `x`, row `y`.
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) {
        put(text, at: Point(x: x, y: y), style: style)
    }

    /// Fills `rect` (clipped to the canvas) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        guard let (columns, rows) = clipped(rect) else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in rows {
                // NB: through the pointer rather than a slice of the buffer, whose generic update ran per cell.
                (base + y * width + columns.lowerBound).update(repeating: cell, count: columns.count)
            }
        }
    }

    /// Copies the cells of `rect` (clipped to both canvases) from `other` to the same places here.
    public mutating func copy(_ rect: Rect, from other: Canvas) {
        guard other.size == size, let (columns, rows) = clipped(rect) else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { source in
                guard let base = cells.baseAddress, let sourceBase = source.baseAddress else { return }
                for y in rows {
                    let start = y * width + columns.lowerBound
                    (base + start).update(from: sourceBase + start, count: columns.count)
                }
            }
        }
    }

    /// Changes the style of the cells in `rect`, keeping their characters.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        guard let (columns, rows) = clipped(rect) else { return }
        for y in rows {
            for x in columns { change(&cells[y * size.width + x].style) }
        }
    }

    /// The columns and rows of `rect` that lie on the canvas, or `nil` if none do.
    private func clipped(_ rect: Rect) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(0, rect.origin.x)
        let right = min(size.width, rect.maxX)
        let top = max(0, rect.origin.y)
        let bottom = min(size.height, rect.maxY)
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    /// The characters of row `y`, trailing spaces included.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        let start = y * size.width
        return String(cells[start..<start + size.width].map(\.character))
    }

    /// The whole canvas as text, one line per row with trailing spaces removed: the form snapshot tests compare.
    public var text: String {
        (0..<size.height).map { y in
            var line = Substring(self.line(y))
            while line.last == " " { line.removeLast() }
            return String(line)
        }.joined(separator: "\n")
    }
}
