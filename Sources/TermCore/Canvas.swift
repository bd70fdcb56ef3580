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
    ///
    /// Setting a cell over half of a wide character blanks its other half.
    public subscript(point: Point) -> Cell? {
        get { contains(point) ? cells[point.y * size.width + point.x] : nil }
        set {
            guard contains(point), let newValue else { return }
            let row = point.y * size.width
            blankHalfBefore(row: row, x: point.x)
            cells[row + point.x] = newValue
            blankHalfAfter(row: row, x: point.x + 1)
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

    /// Writes `text` left to right from `point`, clipped at the edges: one column per character, two for a wide
    /// one (its cell, then a continuation).
    ///
    /// A wide character is never cut in half: where only one of its columns is on the canvas, that column is a
    /// space. A wide character the text overwrites in part loses its other half to a space too.
    public mutating func put(_ text: String, at point: Point, style: Style = .plain) {
        guard point.y >= 0, point.y < size.height, point.x < size.width else { return }
        let row = point.y * size.width
        let width = size.width
        let done = text.utf8.withContiguousStorageIfAvailable { bytes in
            cells.withUnsafeMutableBufferPointer { cells in
                Self.blankHalfBefore(in: cells, row: row, x: max(0, point.x), width: width)
                var end = point.x
                guard Self.putScalars(bytes, into: cells, row: row, width: width, x: point.x, style: style, end: &end)
                else { return false }
                Self.blankHalfAfter(in: cells, row: row, x: end, width: width)
                return true
            }
        }
        guard done != true else { return }
        cells.withUnsafeMutableBufferPointer { cells in
            Self.blankHalfBefore(in: cells, row: row, x: max(0, point.x), width: width)
        }
        let end = putCharacters(text, row: row, x: point.x, style: style)
        cells.withUnsafeMutableBufferPointer { cells in
            Self.blankHalfAfter(in: cells, row: row, x: end, width: width)
        }
    }

    /// Writes the characters of `text` from column `x` of the row starting at `row`, a wide one over two cells;
    /// returns the column after the last one written.
    private mutating func putCharacters(_ text: String, row: Int, x start: Int, style: Style) -> Int {
        let width = size.width
        var x = start
        for character in text {
            if x >= width { break }
            let cell = Cell(character, style: style)
            guard cell.isWide else {
                if x >= 0 { cells[row + x] = cell }
                x += 1
                continue
            }
            // NB: half a wide character cannot be shown: a column of it off the canvas leaves a space on it.
            let fits = x >= 0 && x + 1 < width
            if x >= 0 { cells[row + x] = fits ? cell : Cell(utf8: Cell.space, style: style) }
            if x + 1 >= 0, x + 1 < width {
                cells[row + x + 1] = fits ? .continuation(style: style) : Cell(utf8: Cell.space, style: style)
            }
            x += 2
        }
        return min(x, width)
    }

    /// Makes the cell before column `x` a space when it is a wide character whose second half is about to be
    /// overwritten.
    private mutating func blankHalfBefore(row: Int, x: Int) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { Self.blankHalfBefore(in: $0, row: row, x: x, width: width) }
    }

    /// Makes the cell at column `x` a space when it is the second half of a wide character just overwritten.
    private mutating func blankHalfAfter(row: Int, x: Int) {
        let width = size.width
        cells.withUnsafeMutableBufferPointer { Self.blankHalfAfter(in: $0, row: row, x: x, width: width) }
    }

    /// `blankHalfBefore(row:x:)` on the canvas's storage, `width` cells a row.
    ///
    /// NB: through the buffer, as the writes around it: every `put` and `fill` pays these checks.
    @inline(__always)
    private static func blankHalfBefore(in cells: UnsafeMutableBufferPointer<Cell>, row: Int, x: Int, width: Int) {
        guard x > 0, x < width, cells[row + x].isContinuation else { return }
        cells[row + x - 1].utf8 = Cell.space
    }

    /// `blankHalfAfter(row:x:)` on the canvas's storage, `width` cells a row.
    @inline(__always)
    private static func blankHalfAfter(in cells: UnsafeMutableBufferPointer<Cell>, row: Int, x: Int, width: Int) {
        guard x > 0, x < width, cells[row + x].isContinuation, !cells[row + x - 1].isWide else { return }
        cells[row + x].utf8 = Cell.space
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
        style: Style,
        end: inout Int
    ) -> Bool {
        var x = start
        defer { end = min(x, width) }
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

    /// Whether the scalar `value` is a character by itself, whatever comes before or after it, one column wide.
    private static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: return false
        case 0..<0x300: return true
        case 0x370...0x482, 0x48A...0x52F: return true
        case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF: return true
        // NB: a wide scalar takes two columns, which only the character by character path writes; the blocks of
        // symbols holding some are searched, box drawing and blocks (drawn in every frame) are not.
        case 0x2100...0x2319, 0x2500...0x25FC, 0x2B56...0x2BFF: return true
        case 0x231A...0x24FF, 0x25FD...0x2B55: return !Cell.isWide(scalar: value)
        default: return false
        }
    }

    /// Writes `text` starting at column `x`, row `y`.
    public mutating func put(_ text: String, x: Int, y: Int, style: Style = .plain) {
        put(text, at: Point(x: x, y: y), style: style)
    }

    /// Fills `rect` (clipped to the canvas) with `cell`; a wide character it covers in part becomes a space.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        guard let (columns, rows) = clipped(rect) else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in rows {
                Self.blankHalfBefore(in: cells, row: y * width, x: columns.lowerBound, width: width)
                // NB: through the pointer rather than a slice of the buffer, whose generic update ran per cell.
                (base + y * width + columns.lowerBound).update(repeating: cell, count: columns.count)
                Self.blankHalfAfter(in: cells, row: y * width, x: columns.upperBound, width: width)
            }
        }
    }

    /// Copies the cells of `rect` (clipped to both canvases) from `other` to the same places here; a wide
    /// character cut by the edge of `rect`, here or there, becomes a space.
    public mutating func copy(_ rect: Rect, from other: Canvas) {
        guard other.size == size, let (columns, rows) = clipped(rect) else { return }
        let width = size.width
        // NB: rows copied whole, what the renderer copies every frame, cut no character.
        let isWholeRows = columns.count == width
        if !isWholeRows {
            for y in rows { blankHalfBefore(row: y * width, x: columns.lowerBound) }
        }
        cells.withUnsafeMutableBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { source in
                guard let base = cells.baseAddress, let sourceBase = source.baseAddress else { return }
                for y in rows {
                    let start = y * width + columns.lowerBound
                    (base + start).update(from: sourceBase + start, count: columns.count)
                }
            }
        }
        guard !isWholeRows else { return }
        for y in rows {
            let row = y * width
            if cells[row + columns.lowerBound].isContinuation { cells[row + columns.lowerBound].utf8 = Cell.space }
            let last = row + columns.upperBound - 1
            if cells[last].isWide, columns.upperBound == width || !cells[last + 1].isContinuation {
                cells[last].utf8 = Cell.space
            }
            blankHalfAfter(row: row, x: columns.upperBound)
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

    /// The characters of row `y`, trailing spaces included; a wide character once, as a terminal shows it over
    /// its two columns.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < size.height else { return "" }
        let start = y * size.width
        return String(cells[start..<start + size.width].lazy.filter { !$0.isContinuation }.map(\.character))
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
