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
        let cells = canvas.cells
        // NB: after werase every cell is already a plain blank, so a full repaint skips those too.
        let before = previous?.cells ?? Array(repeating: .blank, count: cells.count)

        for y in 0..<max(0, height) {
            let row = y * canvas.size.width
            var x = 0
            while x < width {
                let style = cells[row + x].style
                guard cells[row + x] != before[row + x] else {
                    x += 1
                    continue
                }
                let start = x
                var text = ""
                while x < width, cells[row + x] != before[row + x], cells[row + x].style == style {
                    text.append(drawable(cells[row + x].character))
                    x += 1
                }
                apply(style)
                mvwaddstr(window, Int32(y), Int32(start), text)
            }
        }
        wrefresh(window)
        lastCanvas = canvas
        lastScreenSize = screenSize
        needsFullRepaint = false
    }

    /// Sets the attributes and colour pair that the next text is drawn with.
    private func apply(_ style: Style) {
        var attributes: attr_t = 0
        if style.attributes.contains(.bold) { attributes |= parlor_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= parlor_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= parlor_a_underline() }
        if style.attributes.contains(.dim) { attributes |= parlor_a_dim() }
        let pair = colorPairs.pair(foreground: style.foreground, background: style.background)
        wattr_set(window, attributes, pair, nil)
    }

    /// `character`, or "?" where drawing it would move the cursor or garble the line.
    ///
    /// NB: curses acts on control characters (a newline clears the rest of the row), and a non-UTF-8 locale
    /// cannot show anything but ASCII.
    private func drawable(_ character: Character) -> Character {
        for scalar in character.unicodeScalars {
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return "?" }
        }
        if !isUnicode && !character.isASCII { return "?" }
        return character
    }
}
