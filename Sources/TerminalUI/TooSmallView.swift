import TermCore

/// What shows when the terminal is smaller than `Layout.minimumSize`: one centred message, wrapped to fit.
enum TooSmallView {
    /// Draws the message for a terminal of `canvas.size`.
    static func draw(into canvas: inout Canvas, options: RenderOptions) {
        let size = canvas.size
        let message = "Terminal too small: \(size), need \(Layout.minimumSize)"
        let lines = message.wrapped(to: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for (index, line) in lines.enumerated() {
            canvas.putCentred(line, y: top + index, in: screen, style: options.theme[.tooSmall])
        }
    }
}
