/// Whether bytes are valid UTF-8, as a text frame's must be (RFC 6455 §8.1).
enum UTF8Check {
    /// Whether `bytes` are valid UTF-8: at once when they are all ASCII, as every message of a game is, else through
    /// the standard library's validation.
    ///
    /// NB: validating by making a `String` allocated and copied the text of every message.
    static func isValid(_ bytes: [UInt8]) -> Bool {
        let ascii = bytes.withUnsafeBytes { raw in
            var index = 0
            var high: UInt64 = 0
            while index + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < raw.count {
                high |= UInt64(raw[index])
                index += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
        return ascii || String(validating: bytes, as: UTF8.self) != nil
    }
}
