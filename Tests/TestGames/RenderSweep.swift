public import TermCore
public import TerminalUI

/// What every screen keeps at every size from tiny to huge: only one-column characters, ASCII only in ASCII mode,
/// the bars always there above the minimum, and only the message below it.
public enum RenderSweep {
    /// The characters beyond ASCII that Unicode mode draws.
    public static let unicodeExtras = Set("─│╭╮╰╯┬┴├┤┼←↓↑→·…▸•█▀▄")

    /// Every size the sweep draws at: none at all, one cell, huge, and a grid across the minimum.
    public static let sizes: [Size] =
        [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 200, height: 60)]
        + stride(from: 10, through: 90, by: 4).flatMap { width in
            stride(from: 5, through: 30, by: 3).map { Size(width: width, height: $0) }
        }

    /// What is wrong with `canvas`, a screen drawn at `size` with `glyphs`; empty when nothing is.
    public static func problems(in canvas: Canvas, size: Size, glyphs: GlyphSet) -> [String] {
        var problems: [String] = []
        if canvas.size != size { problems.append("drawn at \(canvas.size), not \(size)") }
        let strange = canvas.cells.map(\.character).filter { character in
            let ascii =
                character.isASCII && (character == " " || !character.isWhitespace)
                && character.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } == true
            return !(ascii || glyphs == .unicode && unicodeExtras.contains(character))
        }
        if !strange.isEmpty { problems.append("\(size): \(strange)") }
        if size.fits(Layout.minimumSize) {
            if canvas.line(0).allSatisfy({ $0 == " " }) { problems.append("no status bar at \(size)") }
            if canvas.line(size.height - 1).allSatisfy({ $0 == " " }) { problems.append("no hints at \(size)") }
        } else if size.width >= 10, size.height >= 8 {
            let words = canvas.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
            let message = "Terminal too small: \(size), need \(Layout.minimumSize)"
            if words != message { problems.append("\(size): \(words)") }
        }
        return problems
    }
}
