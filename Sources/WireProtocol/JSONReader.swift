/// A strict JSON reader (RFC 8259) for frames from the other end.
///
/// NB: Foundation's parser reports every problem as "not valid JSON" with no position, takes the first of two
/// equal keys, and parses 512 levels deep. This one names the problem and the byte where it is, refuses duplicate
/// keys (two parsers that disagree on which copy counts are a way to smuggle a field past one of them) and stops
/// at `maxDepth` levels, long before the stack is at risk.
struct JSONReader {
    /// Why a frame is not JSON we accept, in words for `ProtocolError.malformed`.
    struct Failure: Error, Hashable {
        let message: String
    }

    /// How deeply arrays and objects may nest; real messages use fewer than 10 levels.
    static let maxDepth = 32

    private let bytes: [UInt8]
    private var offset = 0
    private var path: [String] = []

    /// The one JSON value in `bytes`.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        if let invalid = firstInvalidUTF8(in: bytes) {
            throw Failure(message: "not JSON: invalid UTF-8 at byte \(invalid)")
        }
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.parseValue(depth: 1)
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.unexpected("after the end of the message") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func unexpected(_ context: String = "") -> Failure {
        guard offset < bytes.count else { return Failure(message: "not JSON: unexpected end of input") }
        let suffix = context.isEmpty ? "" : " \(context)"
        return Failure(message: "not JSON: unexpected \(describeCharacter(at: offset)) at byte \(offset)\(suffix)")
    }

    private func describeCharacter(at index: Int) -> String {
        let byte = bytes[index]
        if (0x21...0x7E).contains(byte) {
            let character = Character(UnicodeScalar(byte))
            return byte == UInt8(ascii: "'") ? "character \"'\"" : "character '\(character)'"
        }
        let scalar = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).unicodeScalars.first
        let value = scalar.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
        return "character U+\(String(repeating: "0", count: max(0, 4 - value.count)))\(value)"
    }

    private mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek == byte else { throw unexpected() }
        offset += 1
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard let byte = peek else { throw unexpected() }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw unexpected()
        }
    }

    private mutating func enter(depth: Int) throws(Failure) {
        guard depth <= Self.maxDepth else {
            throw Failure(message: "nested too deeply: more than \(Self.maxDepth) levels of arrays and objects")
        }
        offset += 1
        skipWhitespace()
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth: depth)
        var fields: [String: JSONValue] = [:]
        if peek == UInt8(ascii: "}") {
            offset += 1
            return .object(fields)
        }
        while true {
            guard peek == UInt8(ascii: "\"") else { throw unexpected("where a field name should be") }
            let key = try parseString()
            guard fields[key] == nil else {
                throw Failure(message: "duplicate field \(TextRules.quoted(FieldPath.text(path + [key])))")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            path.append(key)
            fields[key] = try parseValue(depth: depth + 1)
            path.removeLast()
            skipWhitespace()
            guard let byte = peek else { throw unexpected() }
            offset += 1
            if byte == UInt8(ascii: "}") { return .object(fields) }
            guard byte == UInt8(ascii: ",") else {
                offset -= 1
                throw unexpected()
            }
            skipWhitespace()
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        try enter(depth: depth)
        var elements: [JSONValue] = []
        if peek == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            path.append("[\(elements.count)]")
            elements.append(try parseValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            guard let byte = peek else { throw unexpected() }
            offset += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else {
                offset -= 1
                throw unexpected()
            }
            skipWhitespace()
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        for expected in word.utf8 {
            guard peek == expected else { throw unexpected() }
            offset += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = offset
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else {
            try digits()
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            try digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            try digits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func digits() throws(Failure) {
        guard let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw unexpected() }
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
    }

    private mutating func parseString() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun() {
            scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars)
        }
        while true {
            guard let byte = peek else { throw unexpected() }
            switch byte {
            case UInt8(ascii: "\""):
                flushRun()
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flushRun()
                scalars.append(try parseEscape())
                runStart = offset
            case 0x00..<0x20:
                throw Failure(
                    message: "not JSON: unescaped \(describeCharacter(at: offset)) in a string at byte \(offset)")
            default:
                offset += 1
            }
        }
    }

    private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
        let start = offset
        offset += 1
        guard let byte = peek else { throw unexpected() }
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
            let unit = try hexQuad()
            switch unit {
            case 0xD800..<0xDC00:
                guard peek == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u")
                else { throw loneSurrogate(at: start) }
                offset += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw loneSurrogate(at: start) }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            case 0xDC00..<0xE000:
                throw loneSurrogate(at: start)
            default:
                return Unicode.Scalar(unit) ?? "\u{FFFD}"
            }
        default:
            offset -= 1
            throw Failure(message: "not JSON: unknown escape \(describeCharacter(at: offset)) at byte \(start)")
        }
    }

    private func loneSurrogate(at start: Int) -> Failure {
        Failure(message: "not JSON: \\u escape at byte \(start) is half of a surrogate pair")
    }

    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw unexpected("in a \\u escape") }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
