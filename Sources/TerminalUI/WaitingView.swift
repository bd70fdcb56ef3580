import TermCore

/// The waiting screen: the game ID in large letters and the exact command a friend types to join (the one `y`
/// copies).
enum WaitingView {
    /// Draws the screen between the status bar and the hint line; `notice`, when there is one, replaces the
    /// "Waiting" line, and `warning` (why friends may not reach this server) is wrapped under it; where rows are
    /// short, the warning takes the "Waiting" line's place (the status bar says it too).
    static func draw(
        gameID: String, command: String, notice: String?, warning: String? = nil, into canvas: inout Canvas,
        options: RenderOptions
    ) {
        let size = canvas.size
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let ink: Character = options.glyphs == .unicode ? "█" : "#"
        let warningLines = warning?.terminalSafe.wrapped(to: size.width - 2) ?? []
        let warningRows = warningLines.isEmpty ? 0 : 1 + warningLines.count
        // NB: the command is what the friend must type: wrapped whole over several rows rather than cut.
        let commandLines = command.terminalSafe.wrapped(to: size.width - 2)
        // NB: the big letters repeat the ID; they go first when the rows are short, before the warning or the
        // "Waiting" line would.
        let big = BigText.rows(gameID, ink: ink).flatMap { rows in
            rows.allSatisfy { $0.count <= size.width - 2 }
                && rows.count + 6 + commandLines.count + warningRows <= size.height - 2
                ? rows : nil
        }
        // NB: without the big letters the label and the ID share a row, which a short screen needs.
        let header = big.map { $0.count + 2 } ?? 1
        let lines = header + 3 + commandLines.count + warningRows
        var y = max(1, 1 + (size.height - 2 - lines) / 2)
        if let big {
            canvas.putCentred("Game ID", y: y, in: screen, style: options.theme[.subtitle])
            y += 1
            for row in big {
                canvas.putCentred(row, y: y, in: screen, style: options.theme[.title])
                y += 1
            }
            canvas.putCentred(gameID, y: y, in: screen, style: options.theme[.title])
        } else {
            canvas.putCentred("Game ID \(gameID)", y: y, in: screen, style: options.theme[.title])
        }
        y += 2
        canvas.putCentred("A friend joins with:", y: y, in: screen, style: options.theme[.message])
        y += 1
        for line in commandLines {
            canvas.putCentred(line, y: y, in: screen, style: options.theme[.statusEmphasis])
            y += 1
        }
        y += 1
        let free = size.height - 1 - y
        if y < size.height - 1, notice != nil || warningLines.isEmpty || 2 + warningLines.count <= free {
            let (text, role) = notice.map { ($0, ThemeRole.notice) } ?? ("Waiting for an opponent...", .message)
            let line = text.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(line, y: y, in: screen, style: options.theme[role])
            y += 2
        }
        let rows = size.height - 1 - y
        for line in fitted(warningLines, rows: rows, width: size.width - 2, ellipsis: options.glyphs.ellipsis) {
            canvas.putCentred(line, y: y, in: screen, style: options.theme[.notice])
            y += 1
        }
    }

    /// `lines` in at most `rows` rows of `width` columns: what does not fit is cut, an ellipsis ending the last
    /// row shown.
    private static func fitted(_ lines: [String], rows: Int, width: Int, ellipsis: String) -> [String] {
        guard lines.count > rows else { return lines }
        guard rows > 0 else { return [] }
        let last = lines[rows - 1].prefix(columns: max(0, width - ellipsis.columnCount)) + ellipsis
        return Array(lines.prefix(rows - 1)) + [last]
    }
}
