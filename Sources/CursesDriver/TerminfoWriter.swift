import CNcurses
import Glibc
import TermCore

/// Writes a frame's changed cells straight to the terminal with its own terminfo sequences: what `present` does
/// between full repaints, instead of curses' refresh.
///
/// NB: curses' `doupdate` was nearly half of a small board game's client work per move, with several write(2)
/// calls, mostly choosing among cursor motions and formatting their parameters; the driver already knows which cells
/// changed, so it addresses each run with `cup`, changes the look only where the style changes, and writes the frame
/// at once.
struct TerminfoWriter {
    /// How a cell is drawn on this terminal: attributes and the colour numbers the style falls back to.
    struct Look: Equatable {
        /// Bold, reverse and the like.
        var attributes: TextAttributes
        /// The foreground's colour number; -1 for the terminal's own.
        var foreground: Int16
        /// The background's colour number; -1 for the terminal's own.
        var background: Int16

        /// The terminal's own look, as curses leaves it after every refresh.
        static let normal = Look(attributes: [], foreground: -1, background: -1)
    }

    private let cursorAddress: [CChar]
    /// Whether `cup` is ECMA-48's `ESC [ row ; column H`, counted from 1.
    private let isANSICursorAddress: Bool
    /// `hpa`: to a column of the cursor's row.
    private let columnAddress: [CChar]?
    /// Whether `hpa` is ECMA-48's `ESC [ column G`, counted from 1.
    private let isANSIColumnAddress: Bool
    /// `cub1`: one column left.
    private let cursorLeft: [UInt8]?
    private let setAttributes: [CChar]?
    private let exitAttributes: [UInt8]
    private let modes: [(TextAttributes, [UInt8])]
    private let setForeground: [CChar]?
    private let setBackground: [CChar]?
    /// Whether `setaf` and `setab` are the 256-colour form of xterm, screen and tmux (SGR 30-37, 90-97, 38;5;n and
    /// their backgrounds).
    private let isANSIColor256: Bool
    private let originalPair: [UInt8]?
    /// Whether SGR 39 and 49 reset one colour each (terminfo's extended `AX` flag).
    private let hasDefaultColorCodes: Bool
    /// Whether drawing the bottom-right cell may scroll the screen (`am` without `xenl`).
    let bottomRightScrolls: Bool

    private var attributeSequences: [[UInt8]?] = Array(repeating: nil, count: 256)
    private var foregroundSequences: [[UInt8]?] = Array(repeating: nil, count: 256)
    private var backgroundSequences: [[UInt8]?] = Array(repeating: nil, count: 256)

    /// The bytes of the frame so far; its storage is kept from frame to frame.
    private(set) var bytes: [UInt8] = []
    /// The look the terminal draws in now.
    private(set) var look = Look.normal
    private var cursor: (x: Int, y: Int)?

    /// The fewest bytes a cursor move takes (`ESC [ 1 ; 1 H`): rewriting fewer than this is always cheaper.
    static let cheapestMove = 6

    /// The sequences of the terminal curses runs on, or `nil` when its entry lacks cursor addressing or a way
    /// back to the normal look (curses then draws every frame).
    init?() {
        guard let cursorAddress = Self.string("cup"), let exitAttributes = Self.string("sgr0") else { return nil }
        self.cursorAddress = cursorAddress
        isANSICursorAddress = Self.bytes(cursorAddress) == Array("\u{1b}[%i%p1%d;%p2%dH".utf8)
        columnAddress = Self.string("hpa")
        isANSIColumnAddress = columnAddress.map { Self.bytes($0) == Array("\u{1b}[%i%p1%dG".utf8) } ?? false
        cursorLeft = Self.string("cub1").map { Self.bytes($0) }
        self.exitAttributes = Self.bytes(exitAttributes)
        setAttributes = Self.string("sgr")
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.reverse, "rev"), (.underline, "smul"), (.dim, "dim"),
        ]
        modes = names.compactMap { attribute, name in Self.string(name).map { (attribute, Self.bytes($0)) } }
        setForeground = Self.string("setaf")
        setBackground = Self.string("setab")
        isANSIColor256 =
            setForeground.map { Self.bytes($0) == Array(Self.ansiColor256(digit: "3", bright: "9").utf8) } == true
            && setBackground.map { Self.bytes($0) == Array(Self.ansiColor256(digit: "4", bright: "10").utf8) } == true
        originalPair = Self.string("op").map { Self.bytes($0) }
        hasDefaultColorCodes = tigetflag("AX") > 0
        bottomRightScrolls = tigetflag("am") > 0 && tigetflag("xenl") <= 0
    }

    /// Empties the frame; the terminal is taken to be in the normal look with the cursor somewhere unknown.
    mutating func begin() {
        bytes.removeAll(keepingCapacity: true)
        look = .normal
        cursor = nil
    }

    /// Adds the cells of `cells` (rows of `stride` cells) that differ from `before`, within `width` columns and
    /// `height` rows of a screen `screenWidth` wide: each run of changed cells after one cursor move.
    mutating func write(
        _ cells: UnsafeBufferPointer<Cell>,
        since before: UnsafeBufferPointer<Cell>,
        stride: Int,
        width: Int,
        height: Int,
        screenWidth: Int,
        isUnicode: Bool,
        colors: ColorPairs
    ) {
        guard let cellsStart = cells.baseAddress, let beforeStart = before.baseAddress else { return }
        var lastStyle = Style.plain
        var lastLook = colors.look(for: lastStyle)
        // NB: the style whose look the terminal is in, once this frame has drawn something.
        var drawnStyle: Style?
        let rowBytes = width * MemoryLayout<Cell>.stride
        for y in 0..<height {
            let row = y * stride
            // NB: most rows do not change from one frame to the next. Equal bytes are equal cells; unequal bytes
            // may differ only in padding, so the cell by cell comparison decides those.
            if memcmp(cellsStart + row, beforeStart + row, rowBytes) == 0 { continue }
            var x = 0
            while x < width {
                let cell = cells[row + x]
                if cell == before[row + x] {
                    x += 1
                    continue
                }
                // NB: the second column of a wide character is drawn with its first: a canvas changes both or
                // neither.
                if cell.isContinuation {
                    x += 1
                    continue
                }
                if cell.style != lastStyle {
                    lastStyle = cell.style
                    lastLook = colors.look(for: cell.style)
                }
                if !isCursor(atX: x, y: y) {
                    // NB: a few unchanged cells in the look already set cost fewer bytes than moving past them.
                    if let cursor, cursor.y == y, cursor.x < x, let drawnStyle,
                        Self.rewritingCost(cells, from: row + cursor.x, to: row + x, drawnStyle) < Self.cheapestMove
                    {
                        for index in row + cursor.x..<row + x where !cells[index].isContinuation {
                            let columns = Self.columns(at: index - row, in: cells, row: row, width: width)
                            draw(
                                cells[index].utf8, in: look, isUnicode: isUnicode, width: screenWidth, columns: columns)
                        }
                    } else {
                        move(x: x, y: y)
                    }
                }
                let columns = Self.columns(at: x, in: cells, row: row, width: width)
                draw(cell.utf8, in: lastLook, isUnicode: isUnicode, width: screenWidth, columns: columns)
                drawnStyle = cell.style
                x += 1
            }
        }
    }

    /// How many columns the character at column `x` of the row starting at `row` takes: 2 when the next cell is
    /// its continuation.
    @inline(__always)
    private static func columns(at x: Int, in cells: UnsafeBufferPointer<Cell>, row: Int, width: Int) -> Int {
        // NB: only a character of three UTF-8 bytes or more can be wide; most cells are decided by their first byte.
        guard cells[row + x].utf8 & 0xFF >= 0xE1 || cells[row + x].utf8 > 0xFF_FFFF else { return 1 }
        return x + 1 < width && cells[row + x + 1].isContinuation ? 2 : 1
    }

    /// The bytes the cells from `start` up to `end` take when every one is in `style`, the look the terminal is in;
    /// `Int.max` otherwise.
    private static func rewritingCost(_ cells: UnsafeBufferPointer<Cell>, from start: Int, to end: Int, _ style: Style)
        -> Int
    {
        var bytes = 0
        for index in start..<end {
            guard cells[index].style == style, bytes < cheapestMove else { return .max }
            // NB: a continuation costs nothing (and holds no bytes): its character is written once, before it.
            bytes += (64 - cells[index].utf8.leadingZeroBitCount + 7) / 8
        }
        return bytes
    }

    /// Whether the cursor is known to be at column `x`, row `y`.
    private func isCursor(atX x: Int, y: Int) -> Bool {
        guard let cursor else { return false }
        return cursor.x == x && cursor.y == y
    }

    /// Moves the cursor to column `x`, row `y`: back a step or two, or to the column, when it is on that row.
    private mutating func move(x: Int, y: Int) {
        if let cursor, cursor.y == y {
            let steps = cursor.x - x
            if steps > 0, let cursorLeft, steps * cursorLeft.count < 4 {
                for _ in 0..<steps { bytes += cursorLeft }
                self.cursor = (x, y)
                return
            }
            if isANSIColumnAddress {
                appendControlSequenceIntroducer()
                appendDecimal(x + 1)
                bytes.append(UInt8(ascii: "G"))
                self.cursor = (x, y)
                return
            }
            if let columnAddress {
                append(parlor_tiparm1(columnAddress, Int32(x)))
                self.cursor = (x, y)
                return
            }
        }
        if isANSICursorAddress {
            // NB: formatting `cup` through tiparm was a visible cost on every move; this is its common form, written
            // out by hand.
            appendControlSequenceIntroducer()
            appendDecimal(y + 1)
            bytes.append(UInt8(ascii: ";"))
            appendDecimal(x + 1)
            bytes.append(UInt8(ascii: "H"))
        } else {
            append(parlor_tiparm2(cursorAddress, Int32(y), Int32(x)))
        }
        cursor = (x, y)
    }

    /// ESC [, which starts every ECMA-48 sequence.
    private mutating func appendControlSequenceIntroducer() {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Draws the character whose UTF-8 bytes `utf8` packs as `Cell` does, `columns` wide, in `look`, at the
    /// cursor, on a screen `width` columns wide; "?" for each column where the character would move the cursor or
    /// the locale cannot show it.
    private mutating func draw(_ utf8: UInt64, in look: Look, isUnicode: Bool, width: Int, columns: Int = 1) {
        if look != self.look { change(to: look) }
        if let index = Cell(utf8: utf8, style: .plain).clusterIndex {
            let cluster = ClusterTable.cluster(at: index)
            if isUnicode, cluster.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) }) {
                bytes += cluster.utf8
            } else {
                for _ in 0..<columns { bytes.append(UInt8(ascii: "?")) }
            }
        } else if Self.isSafe(utf8, isUnicode: isUnicode) {
            var rest = utf8
            while rest != 0 {
                bytes.append(UInt8(truncatingIfNeeded: rest))
                rest >>= 8
            }
        } else {
            for _ in 0..<columns { bytes.append(UInt8(ascii: "?")) }
        }
        guard let cursor else { return }
        // NB: after the last column the cursor waits to wrap, and terminals disagree on where it then is.
        self.cursor = cursor.x + columns < width ? (cursor.x + columns, cursor.y) : nil
    }

    /// Ends the frame in the normal look, as curses expects to find the terminal, and writes it to `fd`.
    mutating func finish(writingTo fd: Int32) {
        if look != .normal {
            let attributes = look.attributes
            change(to: Look(attributes: attributes, foreground: -1, background: -1))
            if !attributes.isEmpty { bytes += exitAttributes }
            look = .normal
        }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                guard errno == EINTR || errno == EAGAIN else { return }
                continue
            }
            offset += written
        }
    }

    /// Switches from the current look to `target`, as curses would: new attributes start from the normal look,
    /// then each colour that differs is set.
    private mutating func change(to target: Look) {
        if target.attributes != look.attributes {
            // NB: as curses does, the colours are put back first only when the new look has none; otherwise they
            // are set again after the attributes, whose sequence starts from the normal look.
            if target.foreground == -1, target.background == -1 {
                resetColors(foreground: look.foreground != -1, background: look.background != -1)
            }
            bytes += attributeSequence(target.attributes)
            look = Look(attributes: target.attributes, foreground: -1, background: -1)
        }
        resetColors(
            foreground: target.foreground == -1 && look.foreground != -1,
            background: target.background == -1 && look.background != -1)
        if target.foreground != look.foreground, target.foreground >= 0, let setForeground {
            if isANSIColor256 {
                appendColor(target.foreground, isForeground: true)
            } else {
                bytes += Self.colorSequence(target.foreground, capability: setForeground, cache: &foregroundSequences)
            }
        }
        if target.background != look.background, target.background >= 0, let setBackground {
            if isANSIColor256 {
                appendColor(target.background, isForeground: false)
            } else {
                bytes += Self.colorSequence(target.background, capability: setBackground, cache: &backgroundSequences)
            }
        }
        look = target
    }

    /// `setaf` or `setab` of colour `number` in the 256-colour form, written out by hand.
    ///
    /// NB: tiparm (with the sprintf under it) ran the first time each colour was drawn, cold code on a move's path.
    private mutating func appendColor(_ number: Int16, isForeground: Bool) {
        appendControlSequenceIntroducer()
        let base = UInt8(ascii: isForeground ? "3" : "4")
        if number < 8 {
            bytes.append(base)
            appendDecimal(Int(number))
        } else if number < 16 {
            if !isForeground { bytes.append(UInt8(ascii: "1")) }
            bytes.append(UInt8(ascii: isForeground ? "9" : "0"))
            appendDecimal(Int(number) - 8)
        } else {
            bytes.append(base)
            bytes.append(UInt8(ascii: "8"))
            bytes.append(UInt8(ascii: ";"))
            bytes.append(UInt8(ascii: "5"))
            bytes.append(UInt8(ascii: ";"))
            appendDecimal(Int(number))
        }
        bytes.append(UInt8(ascii: "m"))
    }

    /// The terminfo source of the 256-colour `setaf` (`digit` 3, `bright` 9) or `setab` (4 and 10).
    private static func ansiColor256(digit: String, bright: String) -> String {
        "\u{1b}[%?%p1%{8}%<%t\(digit)%p1%d%e%p1%{16}%<%t\(bright)%p1%{8}%-%d%e\(digit)8;5;%p1%d%;m"
    }

    /// Gives the foreground, the background or both back to the terminal's own colours.
    private mutating func resetColors(foreground: Bool, background: Bool) {
        guard foreground || background else { return }
        if hasDefaultColorCodes && !(foreground && background) {
            appendControlSequenceIntroducer()
            // NB: SGR 39 or 49, a byte at a time: this runs every frame, and an array literal would be allocated.
            bytes.append(foreground ? UInt8(ascii: "3") : UInt8(ascii: "4"))
            bytes.append(UInt8(ascii: "9"))
            bytes.append(UInt8(ascii: "m"))
            if foreground { look.foreground = -1 } else { look.background = -1 }
            return
        }
        // NB: without `op`, the attributes' own sequence starts from the normal look, colours included.
        bytes += originalPair ?? attributeSequence(look.attributes)
        look.foreground = -1
        look.background = -1
    }

    private mutating func attributeSequence(_ attributes: TextAttributes) -> [UInt8] {
        if let known = attributeSequences[Int(attributes.rawValue)] { return known }
        var sequence: [UInt8]
        if attributes.isEmpty {
            sequence = exitAttributes
        } else if let setAttributes {
            func flag(_ attribute: TextAttributes) -> Int32 { attributes.contains(attribute) ? 1 : 0 }
            sequence = Self.bytes(
                parlor_tiparm9(
                    setAttributes, 0, flag(.underline), flag(.reverse), 0, flag(.dim), flag(.bold), 0, 0, 0))
        } else {
            sequence = exitAttributes
            for (attribute, mode) in modes where attributes.contains(attribute) {
                sequence += mode
            }
        }
        attributeSequences[Int(attributes.rawValue)] = sequence
        return sequence
    }

    // NB: static, so that passing a cache in place does not copy the whole writer to call it.
    private static func colorSequence(_ number: Int16, capability: [CChar], cache: inout [[UInt8]?]) -> [UInt8] {
        let index = Int(number) & 0xFF
        if let known = cache[index] { return known }
        let sequence = Self.bytes(parlor_tiparm1(capability, Int32(number)))
        cache[index] = sequence
        return sequence
    }

    private mutating func append(_ text: UnsafeMutablePointer<CChar>?) {
        bytes += Self.bytes(text)
    }

    /// Whether the packed character can be sent as it is: no control character (C0, DEL or C1, which would move
    /// the cursor or start a sequence), and only ASCII when the locale is not UTF-8.
    static func isSafe(_ utf8: UInt64, isUnicode: Bool) -> Bool {
        if utf8 < 0x80 { return utf8 >= 0x20 && utf8 != 0x7F }
        guard isUnicode else { return false }
        var rest = utf8
        while rest != 0 {
            let byte = rest & 0xFF
            if byte < 0x20 || byte == 0x7F { return false }
            // NB: C1 controls, U+0080-U+009F, are the only scalars encoded as C2 80-9F.
            if byte == 0xC2, (0x80...0x9F).contains(rest >> 8 & 0xFF) { return false }
            rest >>= 8
        }
        return true
    }

    /// The terminfo string capability `name` of the current terminal without its padding, NUL-terminated, or `nil`
    /// when it has none.
    private static func string(_ name: String) -> [CChar]? {
        guard let value = tigetstr(name), Int(bitPattern: value) != -1 else { return nil }
        let text = Array(UnsafeBufferPointer(start: value, count: strlen(value))).map { UInt8(bitPattern: $0) }
        return withoutPadding(text).map { CChar(bitPattern: $0) } + [0]
    }

    /// `text` without its terminfo padding specifications (`$<5>`, `$<2*>`, `$<1.5/>`): delays for `tputs` to
    /// make, which a terminal would show as text. Any other `$` is kept.
    ///
    /// NB: the writer sends sequences itself instead of through `tputs` (vt100's `cup` and `bold` carry padding),
    /// and `tiparm` copies padding through unchanged.
    static func withoutPadding(_ text: [UInt8]) -> [UInt8] {
        let dollar = UInt8(ascii: "$")
        guard text.contains(dollar) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == dollar, let end = paddingEnd(in: text, from: index) {
                index = end
                continue
            }
            result.append(text[index])
            index += 1
        }
        return result
    }

    /// The index just after the padding specification that starts at `start` in `text`, or `nil` when none does:
    /// `$<`, digits with at most one `.`, then `*` and `/` in any order, then `>`.
    private static func paddingEnd(in text: [UInt8], from start: Int) -> Int? {
        guard start + 1 < text.count, text[start + 1] == UInt8(ascii: "<") else { return nil }
        var index = start + 2
        var digits = 0
        var sawPoint = false
        while index < text.count {
            let byte = text[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        while index < text.count, text[index] == UInt8(ascii: "*") || text[index] == UInt8(ascii: "/") {
            index += 1
        }
        guard index < text.count, text[index] == UInt8(ascii: ">") else { return nil }
        return index + 1
    }

    private static func bytes(_ string: [CChar]) -> [UInt8] {
        string.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    }

    private static func bytes(_ text: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let text else { return [] }
        // NB: the capabilities lost their padding when read, but a parameter's expansion could make some.
        return withoutPadding(
            Array(UnsafeBufferPointer(start: text, count: strlen(text))).map { UInt8(bitPattern: $0) })
    }
}
