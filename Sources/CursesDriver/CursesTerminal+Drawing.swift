import CNcurses
import Glibc
public import TermCore

extension CursesTerminal {
    /// Shows `canvas`, sending only the cells that changed since the last call, with one write.
    ///
    /// A canvas larger than the terminal is clipped. The first frame, and any after a resize, a canvas of another
    /// size or `invalidate()`, is a full repaint by curses; the frames between are written by `TerminfoWriter`.
    public func present(_ canvas: Canvas) {
        guard !isStopped else { return }
        let screenSize = size
        var previous = lastCanvas
        let width = min(canvas.size.width, screenSize.width)
        let height = min(canvas.size.height, screenSize.height)
        let isIncremental = !needsFullRepaint && screenSize == lastScreenSize && previous?.size == canvas.size
        if isIncremental, let previous, writer != nil,
            writeChanges(of: canvas, since: previous, width: width, height: height, screen: screenSize)
        {
            lastCanvas = canvas
            return
        }
        // NB: once the writer has drawn, curses' own screen is stale, so curses only ever repaints in full.
        if !isIncremental || writer != nil {
            previous = nil
            werase(window)
            clearok(window, true)
        }
        // NB: after werase every cell is already a plain blank, so a full repaint skips those too.
        let before = previous?.cells ?? Array(repeating: .blank, count: canvas.cells.count)
        // NB: the run buffer is taken out of the object while drawing, so appending to it is neither copied nor
        // checked for exclusive access cell by cell.
        var run = CellRun(buffer: runBuffer, isUnicode: isUnicode)
        runBuffer = []
        canvas.cells.withUnsafeBufferPointer { cells in
            before.withUnsafeBufferPointer { before in
                guard let cellsStart = cells.baseAddress, let beforeStart = before.baseAddress, width > 0 else {
                    return
                }
                for y in 0..<max(0, height) {
                    let row = y * canvas.size.width
                    // NB: most rows do not change from one frame to the next. Equal bytes are equal cells; unequal
                    // bytes may differ only in padding, so the cell by cell comparison decides those.
                    let rowBytes = width * MemoryLayout<Cell>.stride
                    if memcmp(cellsStart + row, beforeStart + row, rowBytes) == 0 { continue }
                    drawChanges(row: y, of: cells, since: before, stride: canvas.size.width, width: width, run: &run)
                }
            }
        }
        runBuffer = run.buffer
        wrefresh(window)
        drawLongClusters(of: canvas, width: width, height: height, screen: screenSize)
        lastCanvas = canvas
        lastScreenSize = screenSize
        needsFullRepaint = false
    }

    /// Draws straight to the terminal, once curses has repainted, the characters a curses cell cannot hold (more
    /// scalars than `CCHARW_MAX`, such as a family of four joined by zero-width joiners), which the repaint showed
    /// as "?".
    private func drawLongClusters(of canvas: Canvas, width: Int, height: Int, screen: Size) {
        func isLong(_ cell: Cell) -> Bool {
            guard let index = cell.clusterIndex else { return false }
            return ClusterTable.cluster(at: index).unicodeScalars.count > Int(CCHARW_MAX)
        }
        guard writer != nil, canvas.cells.contains(where: isLong) else { return }
        var before = canvas
        for y in 0..<height {
            for x in 0..<width where isLong(canvas.cells[y * canvas.size.width + x]) { before[x, y] = .blank }
        }
        _ = writeChanges(of: canvas, since: before, width: width, height: height, screen: screen)
    }

    /// Hands curses the runs of row `y` that differ from `before`, each run of one style as one array of cells.
    private func drawChanges(
        row y: Int,
        of cells: UnsafeBufferPointer<Cell>,
        since before: UnsafeBufferPointer<Cell>,
        stride: Int,
        width: Int,
        run: inout CellRun
    ) {
        let row = y * stride
        var x = 0
        while x < width {
            // NB: curses fills the second column of a wide character itself, from the character before it.
            guard cells[row + x] != before[row + x], !cells[row + x].isContinuation else {
                x += 1
                continue
            }
            let start = x
            let style = cells[row + x].style
            run.start(template(for: style))
            while x < width, cells[row + x] != before[row + x], cells[row + x].style == style {
                if !cells[row + x].isContinuation {
                    run.append(cells[row + x].utf8, wide: x + 1 < width && cells[row + x + 1].isContinuation)
                }
                x += 1
            }
            run.buffer.withUnsafeBufferPointer { drawn in
                _ = mvwadd_wchnstr(window, Int32(y), Int32(start), drawn.baseAddress, Int32(drawn.count))
            }
        }
    }

    /// Writes the cells that differ from `before` straight to the terminal; `false`, having written nothing,
    /// when that would draw the bottom-right cell of a terminal that scrolls when it is drawn.
    ///
    /// Between full repaints curses' own screen is not kept up to date: a full repaint starts from `werase` and
    /// `clearok`, which make curses draw everything whatever it believed was on screen.
    private func writeChanges(of canvas: Canvas, since before: Canvas, width: Int, height: Int, screen: Size) -> Bool {
        guard let bottomRightScrolls = writer?.bottomRightScrolls, width > 0, height > 0 else { return true }
        let stride = canvas.size.width
        if bottomRightScrolls, width == screen.width, height == screen.height {
            let corner = (height - 1) * stride + width - 1
            if canvas.cells[corner] != before.cells[corner] { return false }
            // NB: a wide character whose second column is the corner draws the corner too.
            if canvas.cells[corner].isContinuation, width > 1, canvas.cells[corner - 1] != before.cells[corner - 1] {
                return false
            }
        }
        // NB: the writer is taken out of the object while it works, so its buffer is neither copied nor checked
        // for exclusive access byte by byte; taken, not copied, so its caches are not retained and released.
        guard var writer = self.writer.take() else { return true }
        writer.begin()
        canvas.cells.withUnsafeBufferPointer { cells in
            before.cells.withUnsafeBufferPointer { before in
                writer.write(
                    cells, since: before, stride: stride, width: width, height: height, screenWidth: screen.width,
                    isUnicode: isUnicode, colors: colorPairs)
            }
        }
        writer.finish(writingTo: outputFD)
        self.writer = writer
        return true
    }

    /// A blank cell in `style`, as curses stores it: attributes and colour pair set by curses itself.
    private func template(for style: Style) -> cchar_t {
        if let (cached, template) = styleTemplate, cached == style { return template }
        var attributes: attr_t = 0
        if style.attributes.contains(.bold) { attributes |= parlor_a_bold() }
        if style.attributes.contains(.reverse) { attributes |= parlor_a_reverse() }
        if style.attributes.contains(.underline) { attributes |= parlor_a_underline() }
        if style.attributes.contains(.dim) { attributes |= parlor_a_dim() }
        let pair = colorPairs.pair(foreground: style.foreground, background: style.background)
        var template = cchar_t()
        var space: [wchar_t] = [0x20, 0]
        setcchar(&template, &space, attributes, pair, nil)
        styleTemplate = (style, template)
        return template
    }
}
