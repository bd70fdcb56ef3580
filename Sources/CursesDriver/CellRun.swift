import CNcurses
import TermCore

/// The cells of one run of a frame, in one style, as curses stores them: what `present` hands `mvwadd_wchnstr`.
struct CellRun {
    /// The cells so far; its storage is kept from run to run and frame to frame.
    var buffer: [cchar_t]
    /// Whether the locale can show more than ASCII.
    let isUnicode: Bool
    private var template = cchar_t()

    /// A run that reuses `buffer`'s storage.
    init(buffer: [cchar_t], isUnicode: Bool) {
        self.buffer = buffer
        self.isUnicode = isUnicode
    }

    /// Empties the run; its cells will take `template`'s attributes and colour pair.
    mutating func start(_ template: cchar_t) {
        self.template = template
        buffer.removeAll(keepingCapacity: true)
    }

    /// Adds the character whose UTF-8 bytes `utf8` packs as `Cell` does, two columns wide when `wide` says so,
    /// or "?" for each of its columns where drawing it would move the cursor or garble the line.
    ///
    /// NB: curses acts on control characters (a newline clears the rest of the row), and a non-UTF-8 locale
    /// cannot show anything but ASCII.
    mutating func append(_ utf8: UInt64, wide: Bool = false) {
        var cell = template
        if utf8 < 0x80 {
            cell.chars.0 = wchar_t(utf8 >= 0x20 && utf8 != 0x7F ? UInt8(utf8) : UInt8(ascii: "?"))
        } else if !storeScalars(of: utf8, in: &cell) {
            cell = template
            cell.chars.0 = wchar_t(UInt8(ascii: "?"))
            if wide { buffer.append(cell) }
        }
        buffer.append(cell)
    }

    /// Decodes `utf8` into `cell`'s wide characters; `false` for a control character, a character the locale
    /// cannot show, or more scalars than a curses cell holds.
    private func storeScalars(of utf8: UInt64, in cell: inout cchar_t) -> Bool {
        if let index = Cell(utf8: utf8, style: .plain).clusterIndex {
            return storeScalars(of: ClusterTable.cluster(at: index), in: &cell)
        }
        return withUnsafeMutableBytes(of: &cell.chars) { chars in
            var rest = utf8
            var count = 0
            while rest != 0 {
                let lead = UInt32(rest & 0xFF)
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
                for _ in 1..<length {
                    rest >>= 8
                    value = value << 6 | UInt32(rest & 0x3F)
                }
                rest >>= 8
                let isControl = value < 0x20 || (0x7F..<0xA0).contains(value)
                guard !isControl, isUnicode || value < 0x80, count < Int(CCHARW_MAX) else { return false }
                chars.storeBytes(
                    of: wchar_t(bitPattern: value), toByteOffset: count * MemoryLayout<wchar_t>.stride, as: wchar_t.self
                )
                count += 1
            }
            return true
        }
    }

    /// Stores the scalars of `cluster`, a character `ClusterTable` keeps, as `storeScalars(of:in:)` does.
    ///
    /// NB: the whole character in one cell (a ZWJ sequence as its emoji and joiners), so the terminal joins it; one
    /// of more scalars than the cell holds is drawn by `present` itself after curses' repaint.
    private func storeScalars(of cluster: String, in cell: inout cchar_t) -> Bool {
        let scalars = cluster.unicodeScalars
        guard isUnicode, scalars.count <= Int(CCHARW_MAX) else { return false }
        return withUnsafeMutableBytes(of: &cell.chars) { chars in
            for (count, scalar) in scalars.enumerated() {
                guard scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value) else { return false }
                chars.storeBytes(
                    of: wchar_t(bitPattern: scalar.value), toByteOffset: count * MemoryLayout<wchar_t>.stride,
                    as: wchar_t.self)
            }
            return true
        }
    }
}
