import TermCore

/// A screen that carries out the sequences the driver writes between full repaints on an xterm-like terminal:
/// cursor addressing (a row and column, a column, a backspace), SGR attributes and colours, the G0 character set,
/// and UTF-8 text.
///
/// It starts from the frame curses drew in full, so a test reads back exactly what the frames after it changed.
struct ScreenModel {
    /// A sequence the model does not know, so a test fails rather than guessing.
    struct UnknownSequence: Error, CustomStringConvertible {
        let bytes: [UInt8]
        var description: String { "unknown sequence \(bytes.map { String($0, radix: 16) })" }
    }

    let size: Size
    private(set) var cells: [Cell]
    private var x = 0
    private var y = 0
    private var style = Style.plain
    /// The cell the last character was written to, which a combining mark after it joins.
    private var lastDrawn: Int?

    /// The screen as `canvas` shows it, in the terminal's normal look.
    init(showing canvas: Canvas) {
        size = canvas.size
        cells = canvas.cells
    }

    /// Carries out `bytes`.
    mutating func apply(_ bytes: [UInt8]) throws {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                index = try escape(bytes, at: index)
                lastDrawn = nil
                continue
            }
            if byte == 0x08 {
                x = max(0, x - 1)
                index += 1
                continue
            }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            var packed: UInt64 = 0
            for offset in 0..<length { packed |= UInt64(bytes[index + offset]) << (8 * offset) }
            index += length
            // NB: as a terminal does, a combining mark, a variation selector or a skin tone joins the character
            // drawn last instead of taking a column.
            let scalar = String(decoding: bytes[index - length..<index], as: UTF8.self)
            if let last = lastDrawn, Self.joinsPrevious(scalar) {
                let used = (64 - cells[last].utf8.leadingZeroBitCount + 7) / 8
                cells[last].utf8 |= packed << (8 * used)
                continue
            }
            let cell = Cell(utf8: packed, style: style)
            let columns = cell.isWide ? 2 : 1
            if x + columns <= size.width, y < size.height {
                // NB: as xterm does, a wide character written over in part is erased whole.
                for column in x..<x + columns {
                    let index = y * size.width + column
                    if cells[index].isContinuation, column > 0 { cells[index - 1].utf8 = Cell.space }
                    if cells[index].isWide, column + 1 < size.width, cells[index + 1].isContinuation {
                        cells[index + 1].utf8 = Cell.space
                    }
                }
                cells[y * size.width + x] = cell
                if columns == 2 { cells[y * size.width + x + 1] = .continuation(style: style) }
                lastDrawn = y * size.width + x
            }
            x += columns
        }
    }

    /// Whether the single scalar `text` draws onto the character before it.
    private static func joinsPrevious(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return (0xFE00...0xFE0F).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) throws -> Int {
        guard start + 2 < bytes.count + 1, start + 1 < bytes.count else { throw UnknownSequence(bytes: [0x1B]) }
        if bytes[start + 1] == UInt8(ascii: "("), start + 2 < bytes.count, bytes[start + 2] == UInt8(ascii: "B") {
            return start + 3
        }
        guard bytes[start + 1] == UInt8(ascii: "[") else { throw UnknownSequence(bytes: Array(bytes[start...])) }
        var end = start + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { throw UnknownSequence(bytes: Array(bytes[start...])) }
        let parameters = String(decoding: bytes[start + 2..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch bytes[end] {
        case UInt8(ascii: "H"):
            y = (parameters.first ?? 1) - 1
            x = (parameters.count > 1 ? parameters[1] : 1) - 1
        case UInt8(ascii: "G"):
            x = (parameters.first ?? 1) - 1
        case UInt8(ascii: "m"):
            try select(parameters, sequence: Array(bytes[start...end]))
        default:
            throw UnknownSequence(bytes: Array(bytes[start...end]))
        }
        return end + 1
    }

    private mutating func select(_ parameters: [Int], sequence: [UInt8]) throws {
        var index = 0
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 30...37: style.foreground = .palette(UInt8(code - 30))
            case 39: style.foreground = .terminalDefault
            case 40...47: style.background = .palette(UInt8(code - 40))
            case 49: style.background = .terminalDefault
            case 90...97: style.foreground = .palette(UInt8(code - 90 + 8))
            case 100...107: style.background = .palette(UInt8(code - 100 + 8))
            case 38, 48:
                guard index + 2 < parameters.count, parameters[index + 1] == 5 else {
                    throw UnknownSequence(bytes: sequence)
                }
                let color = Color.palette(UInt8(parameters[index + 2]))
                if code == 38 { style.foreground = color } else { style.background = color }
                index += 2
            default:
                throw UnknownSequence(bytes: sequence)
            }
            index += 1
        }
    }
}
