import CNcurses
import Glibc
package import TermCore

extension CursesTerminal {
    /// Runs curses on files instead of the terminal, for tests: keys come from `inputPath`, output goes to
    /// `outputPath`, and `locale` replaces the environment's (say "C.UTF-8").
    package convenience init(
        terminalType: String,
        inputPath: String,
        outputPath: String,
        locale: String,
        options: Options = Options()
    ) throws(CursesError) {
        guard let input = fopen(inputPath, "r") else { throw .systemCallFailed("fopen \(inputPath)", errno: errno) }
        guard let output = fopen(outputPath, "w") else {
            let code = errno
            fclose(input)
            throw .systemCallFailed("fopen \(outputPath)", errno: code)
        }
        try self.init(
            terminalType: terminalType,
            input: input,
            output: output,
            closingStreams: true,
            options: options,
            locale: locale
        )
    }

    /// What curses holds for the cell at column `x`, row `y` after the last `present`: character, attributes and
    /// colours (colours as the pair was set up, so a fallback colour reads back as what was really drawn).
    package func drawnCell(x: Int, y: Int) -> Cell? {
        guard !isStopped else { return nil }
        var cell = cchar_t()
        guard mvwin_wch(window, Int32(y), Int32(x), &cell) != ERR else { return nil }
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&cell, &characters, &attributes, &pair, nil)
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)

        var style = Style()
        let flags: [(attr_t, TextAttributes)] = [
            (parlor_a_bold(), .bold), (parlor_a_reverse(), .reverse), (parlor_a_underline(), .underline),
            (parlor_a_dim(), .dim),
        ]
        for (flag, attribute) in flags where attributes & flag != 0 {
            style.attributes.insert(attribute)
        }
        if pair != 0 {
            var foreground: Int16 = -1
            var background: Int16 = -1
            pair_content(pair, &foreground, &background)
            style.foreground = foreground < 0 ? .terminalDefault : .palette(UInt8(foreground))
            style.background = background < 0 ? .terminalDefault : .palette(UInt8(background))
        }
        return Cell(text.first ?? " ", style: style)
    }

    /// The characters curses holds for row `y`, trailing spaces included; a wide character once, for its two
    /// columns.
    package func drawnLine(_ y: Int) -> String {
        var line = ""
        var x = 0
        while x < size.width {
            let cell = drawnCell(x: x, y: y)
            line.append(cell?.character ?? " ")
            x += cell?.isWide == true ? 2 : 1
        }
        return line
    }
}
