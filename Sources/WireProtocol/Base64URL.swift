/// Base64url without padding (RFC 4648 §5): the text form of seat secrets.
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The text of `bytes`, 4 characters per 3 bytes, no `=` padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            var bits = 0
            for byte in chunk { bits = bits << 8 | Int(byte) }
            bits <<= 8 * (3 - chunk.count)
            for position in 0...chunk.count {
                output.append(alphabet[(bits >> (18 - 6 * position)) & 0x3F])
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of `text`, or `nil` if it is not canonical unpadded base64url (wrong characters, an impossible
    /// length, or set bits after the last byte).
    static func decode(_ text: String) -> [UInt8]? {
        var values: [Int] = []
        for byte in text.utf8 {
            guard let value = alphabet.firstIndex(of: byte) else { return nil }
            values.append(value)
        }
        guard values.count % 4 != 1 else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < values.count {
            let group = values[index..<min(index + 4, values.count)]
            var bits = 0
            for value in group { bits = bits << 6 | value }
            bits <<= 6 * (4 - group.count)
            let byteCount = group.count - 1
            // NB: a canonical encoding leaves the bits after the last byte zero; two texts for one secret would
            // otherwise both be accepted.
            guard bits & ((1 << (8 * (3 - byteCount))) - 1) == 0 else { return nil }
            for position in 0..<byteCount {
                bytes.append(UInt8((bits >> (16 - 8 * position)) & 0xFF))
            }
            index += 4
        }
        return bytes
    }
}
