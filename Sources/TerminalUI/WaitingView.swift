import TermCore

/// The waiting screen: the game ID in large letters and the exact command a friend types to join (the one `y`
/// copies).
enum WaitingView {
    /// Draws the screen between the status bar and the hint line; `notice`, when there is one, replaces the
    /// "Waiting" line.
    static func draw(
        gameID: String, command: String, notice: String?, into canvas: inout Canvas, options: RenderOptions
    ) {
        let size = canvas.size
        let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let ink: Character = options.glyphs == .unicode ? "█" : "#"
        let big = BigText.rows(gameID, ink: ink).flatMap { rows in
            rows.allSatisfy { $0.count <= size.width - 2 } ? rows : nil
        }
        let command = command.terminalSafe
        let lines = (big?.count ?? 0) + 6
        var y = max(1, 1 + (size.height - 2 - lines) / 2)
        canvas.putCentred("Game ID", y: y, in: screen, style: options.theme[.subtitle])
        y += 1
        for row in big ?? [] {
            canvas.putCentred(row, y: y, in: screen, style: options.theme[.title])
            y += 1
        }
        canvas.putCentred(gameID, y: y, in: screen, style: options.theme[.title])
        y += 2
        canvas.putCentred("A friend joins with:", y: y, in: screen, style: options.theme[.message])
        y += 1
        let shown = command.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
        canvas.putCentred(shown, y: y, in: screen, style: options.theme[.statusEmphasis])
        y += 2
        if y < size.height - 1 {
            let (text, role) = notice.map { ($0, ThemeRole.notice) } ?? ("Waiting for an opponent...", .message)
            let line = text.terminalSafe.truncated(to: size.width - 2, ellipsis: options.glyphs.ellipsis)
            canvas.putCentred(line, y: y, in: screen, style: options.theme[role])
        }
    }
}
