import TermCore

/// Lines of text, each with its theme role, wrapped to the screen and drawn centred in a block that is itself
/// centred between the status bar and the hint line: the screens that have only words to show.
struct CentredBlock {
    private var lines: [(text: String, role: ThemeRole)] = []
    private let width: Int

    /// An empty block for a screen of `size`, wrapping to its width less a margin each side.
    init(for size: Size) {
        width = size.width - 2
    }

    /// Appends `text`, made safe for the terminal and wrapped, in `role`'s style.
    mutating func add(_ text: String, _ role: ThemeRole) {
        for line in text.terminalSafe.wrapped(to: width) { lines.append((line, role)) }
    }

    /// Appends an empty line.
    mutating func addBlankLine() {
        lines.append(("", .message))
    }

    /// Draws the lines centred on `canvas`, leaving the first and last rows (status and hints) alone.
    func draw(into canvas: inout Canvas, theme: Theme) {
        let size = canvas.size
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let top = max(1, 1 + (size.height - 2 - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < size.height - 1 {
            canvas.putCentred(line.text, y: top + index, in: screen, style: theme[line.role])
        }
    }
}
