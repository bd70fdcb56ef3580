/// A small strict JSON parser (RFC 8259) for theme files: small enough to own, and its errors name the line
/// and column of the mistake, which Foundation's do not.
struct JSONParser {
    private let bytes: [UInt8]
    private var offset = 0

    /// Parses `text` as one JSON value.
    static func parse(_ text: String) throws(ThemeError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.error("unexpected text after the theme") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private var line: Int { bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } }

    private func error(_ message: String) -> ThemeError {
        let lineStart = bytes[..<min(offset, bytes.count)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return ThemeError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func expect(_ character: Character) throws(ThemeError) {
        guard let byte = peek, byte == character.asciiValue else { throw error("expected '\(character)'") }
        offset += 1
    }

    private mutating func parseValue(depth: Int) throws(ThemeError) -> JSONValue {
        // NB: a theme is two levels deep; the limit stops a hostile file from overflowing the stack.
        guard depth < 32 else { throw error("nested too deeply") }
        guard let byte = peek else { throw error("unexpected end of file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default:
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[offset...].starts(with: word.utf8) {
                offset += word.utf8.count
                return value
            }
            throw error("expected a value (an object, list, string, number, true, false or null)")
        }
    }

    private mutating func parseObject(depth: Int) throws(ThemeError) -> JSONValue {
        offset += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek == UInt8(ascii: "}") {
            offset += 1
            return .object([])
        }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyLine = line
            let keyStart = offset
            let key = try parseString()
            if members.contains(where: { $0.key == key }) {
                offset = keyStart
                throw error("\"\(key)\" appears twice")
            }
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members.append(JSONValue.Member(key: key, value: try parseValue(depth: depth + 1), line: keyLine))
            skipWhitespace()
            guard let byte = peek else { throw error("unexpected end of file: expected ',' or '}'") }
            offset += 1
            if byte == UInt8(ascii: "}") { return .object(members) }
            guard byte == UInt8(ascii: ",") else {
                offset -= 1
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(ThemeError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            offset += 1
            return .array([])
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard let byte = peek else { throw error("unexpected end of file: expected ',' or ']'") }
            offset += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else {
                offset -= 1
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func parseNumber() throws(ThemeError) -> Double {
        let start = offset
        let numberBytes = Set("+-0123456789.eE".utf8)
        while let byte = peek, numberBytes.contains(byte) { offset += 1 }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        // NB: JSON forbids leading zeros, a leading '+' and a bare '.', which Double(_:) would accept.
        let isJSONNumber =
            text.wholeMatch(of: /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
        guard isJSONNumber, let number = Double(text) else {
            offset = start
            throw error("\"\(text)\" is not a number")
        }
        return number
    }

    private mutating func parseString() throws(ThemeError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        func flush(_ end: Int) {
            scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw error("unexpected end of file inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush(offset)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(offset)
                offset += 1
                scalars.append(try parseEscape())
                run = offset
            case 0..<0x20:
                throw error("a string may not contain a line break or control character")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(ThemeError) -> Unicode.Scalar {
        guard let byte = peek else { throw error("unexpected end of file inside a string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            if (0xD800..<0xDC00).contains(unit) {
                guard bytes[offset...].starts(with: "\\u".utf8) else { throw error("unpaired surrogate in \\u escape") }
                offset += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            offset -= 2
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseHex4() throws(ThemeError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        offset += 4
        return value
    }
}
