import CNcurses
public import TermCore

extension CursesTerminal {
    /// Shows `canvas`, sending only the cells that changed since the last call, and flushes once.
    ///
    /// A canvas larger than the terminal is clipped. After a resize, a canvas of another size or `invalidate()`,
    /// the screen is cleared and repainted in full.
    public func present(_ canvas: Canvas) {
        guard !isStopped else { return }
        let screenSize = size
        var previous = lastCanvas
        if needsFullRepaint || screenSize != lastScreenSize || previous?.size != canvas.size {
            previous = nil
            werase(window)
            clearok(window, true)
        }
        let width = min(canvas.size.width, screenSize.width)
        let height = min(canvas.size.height, screenSize.height)
        // NB: after werase every cell is already a plain blank, so a full repaint skips those too.
        let before = previous?.cells ?? Array(repeating: .blank, count: canvas.cells.count)
        canvas.cells.withUnsafeBufferPointer { cells in
            before.withUnsafeBufferPointer { before in
                for y in 0..<max(0, height) {
                    drawChanges(row: y, of: cells, since: before, stride: canvas.size.width, width: width)
                }
            }
        }
        wrefresh(window)
        lastCanvas = canvas
        lastScreenSize = screenSize
        needsFullRepaint = false
    }

    /// Hands curses the runs of row `y` that differ from `before`, each run in one style as one string.
    private func drawChanges(
        row y: Int,
        of cells: UnsafeBufferPointer<Cell>,
        since before: UnsafeBufferPointer<Cell>,
        stride: Int,
        width: Int
    ) {
        let row = y * stride
        var x = 0
        while x < width {
            guard cells[row + x] != before[row + x] else {
                x += 1
                continue
            }
            let start = x
            let style = cells[row + x].style
            runBytes.removeAll(keepingCapacity: true)
            while x < width, cells[row + x] != before[row + x], cells[row + x].style == style {
                appendDrawable(cells[row + x].utf8)
                x += 1
            }
            runBytes.append(0)
            apply(style)
            runBytes.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { text in
                    _ = mvwaddnstr(window, Int32(y), Int32(start), text.baseAddress, Int32(text.count - 1))
                }
            }
        }
    }

    /// Appends the UTF-8 bytes of a cell's character to `runBytes`, or "?" where drawing it would move the cursor
    /// or garble the line.
    ///
    /// NB: curses acts on control characters (a newline clears the rest of the row), and a non-UTF-8 locale
    /// cannot show anything but ASCII.
    private func appendDrawable(_ utf8: UInt64) {
        var rest = utf8
        var previous: UInt64 = 0
        while rest != 0 {
            let byte = rest & 0xFF
            // NB: C0 controls and DEL are single bytes; C1 controls are C2 followed by 80-9F.
            let isControl = byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80)
            if isControl || (!isUnicode && byte >= 0x80) {
                runBytes.append(UInt8(ascii: "?"))
                return
            }
            previous = byte
            rest >>= 8
        }
        rest = utf8
        while rest != 0 {
            runBytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// Sets the attributes and colour pair that the next text is drawn with, unless they are already set.
    private func apply(_ style: Style) {
        guard style != appliedStyle else { return }
        var attributes: attr_t = 0
        if style.attributes.contains(.bold) { attributes |= parlor_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= parlor_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= parlor_a_underline() }
        if style.attributes.contains(.dim) { attributes |= parlor_a_dim() }
        let pair = colorPairs.pair(foreground: style.foreground, background: style.background)
        wattr_set(window, attributes, pair, nil)
        appliedStyle = style
    }
}
