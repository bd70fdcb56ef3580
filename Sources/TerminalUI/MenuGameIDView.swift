import ClientCore
import TermCore
import WireProtocol

/// The menu page where a game ID is typed: its own status and hint rows (here `q` and `?` type, so the usual
/// hints would be wrong), a framed prompt, the field with a cursor, and why the last try was refused.
enum MenuGameIDView {
    /// The page's name, in the status bar and on the frame.
    static func title(for purpose: GameIDEntry.Purpose) -> String {
        switch purpose {
        case .join: "Join by game ID"
        case .watch: "Watch by game ID"
        }
    }

    /// What the page asks for.
    static func prompt(for purpose: GameIDEntry.Purpose) -> String {
        switch purpose {
        case .join: "Type the game ID your friend gave you."
        case .watch: "Type the game ID of the game to watch."
        }
    }

    /// The dim line under the field while nothing is wrong.
    static let advice = "\(GameID.length) letters and digits; case does not matter."

    private enum Line {
        case blank
        case text(String, ThemeRole)
        case field
    }

    /// Draws the whole screen for `entry`.
    static func draw(_ entry: GameIDEntry, into canvas: inout Canvas, options: RenderOptions) {
        let size = canvas.size
        let theme = options.theme
        let ellipsis = options.glyphs.ellipsis
        drawStatusBar(title(for: entry.purpose), into: &canvas, options: options)
        drawHints(entry.purpose, into: &canvas, options: options)

        let boxWidth = min(size.width, 50)
        let textWidth = boxWidth - 4
        let prompt = prompt(for: entry.purpose).wrapped(to: textWidth).map { Line.text($0, .menuItem) }
        let below =
            entry.problem.map { $0.terminalSafe.wrapped(to: textWidth).map { Line.text($0, .notice) } }
            ?? advice.wrapped(to: textWidth).map { Line.text($0, .menuDetail) }
        // NB: the rows between the bars hold the frame and its lines; the blank lines go first, then the end of a
        // long reason, so the field always shows.
        let rows = size.height - 2
        var lines: [Line] = [.blank] + prompt + [.blank, .field, .blank] + below + [.blank]
        if lines.count + 2 > rows { lines = prompt + [.field] + below }
        if lines.count + 2 > rows { lines = Array(lines.prefix(max(0, rows - 2))) }
        let boxHeight = lines.count + 2
        let box = Rect(
            x: (size.width - boxWidth) / 2, y: 1 + max(0, (rows - boxHeight) / 2), width: boxWidth, height: boxHeight)
        canvas.drawFrame(
            box, glyphs: options.glyphs, style: theme[.menuFrame], title: title(for: entry.purpose),
            titleStyle: theme[.menuItem])
        for (index, line) in lines.enumerated() {
            let point = Point(x: box.origin.x + 2, y: box.origin.y + 1 + index)
            switch line {
            case .blank:
                continue
            case .text(let text, let role):
                canvas.put(text.truncated(to: textWidth, ellipsis: ellipsis), at: point, style: theme[role])
            case .field:
                drawField(entry.text, at: point, width: textWidth, into: &canvas, options: options)
            }
        }
    }

    /// The field: a highlighted strip as wide as the longest entry, the text in it, and a cursor after the text.
    private static func drawField(
        _ text: String, at point: Point, width: Int, into canvas: inout Canvas, options: RenderOptions
    ) {
        let fieldWidth = min(width, GameIDEntry.maximumLength + 1)
        let style = options.theme[.menuSelected]
        canvas.fill(Rect(origin: point, size: Size(width: fieldWidth, height: 1)), with: Cell(" ", style: style))
        // NB: a long entry shows its end, where the typing happens. Columns, not characters: a wide character
        // typed by mistake takes two, and the cursor after it must not land on its second half.
        let shown = text.terminalSafe.suffix(columns: fieldWidth - 1)
        canvas.put(shown, at: point, style: style)
        canvas.put("_", x: point.x + shown.columnCount, y: point.y, style: style)
    }

    private static func drawStatusBar(_ title: String, into canvas: inout Canvas, options: RenderOptions) {
        let theme = options.theme
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(" ", style: theme[.statusBar]))
        canvas.put("Parlor", x: 1, y: 0, style: theme[.statusEmphasis])
        if 1 + "Parlor".count + 2 + title.count + 1 <= width {
            canvas.put(title, x: width - 1 - title.count, y: 0, style: theme[.statusBar])
        }
    }

    /// The keys of this page, as many as fit, in order of use.
    private static func drawHints(_ purpose: GameIDEntry.Purpose, into canvas: inout Canvas, options: RenderOptions) {
        let hints: [(keys: String, word: String)] = [
            ("Enter", purpose == .join ? "join" : "watch"), ("Esc", "back"), ("Backspace", "delete"),
            ("F1", "help"), ("Ctrl-C", "quit"),
        ]
        var spans: [Span] = []
        var used = 2
        for hint in hints {
            let gap = spans.isEmpty ? "" : "  "
            let width = gap.count + hint.keys.count + 1 + hint.word.count
            guard used + width <= canvas.size.width else { break }
            used += width
            if !gap.isEmpty { spans.append(Span(gap, options.theme[.hintText])) }
            spans.append(Span(hint.keys, options.theme[.hintKey]))
            spans.append(Span(" " + hint.word, options.theme[.hintText]))
        }
        canvas.put(spans, at: Point(x: 1, y: canvas.size.height - 1))
    }
}
