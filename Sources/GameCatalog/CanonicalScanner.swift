/// Reads fixed text and natural numbers from the front of canonical JSON bytes: for `ReadsCanonicalJSON` readers.
public struct CanonicalScanner {
    /// The bytes read.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// How far it has read.
    public var offset = 0

    /// A scanner at the start of `bytes`.
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == bytes.count }

    /// Steps over `text` if the bytes go on with it.
    public mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - offset >= count else { return false }
        let matches = text.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        if matches { offset += count }
        return matches
    }

    /// A natural number as JSON writes it (no sign, no leading zero, no fraction), of at most 18 digits.
    public mutating func natural() -> Int? {
        let start = offset
        var value = 0
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        while offset < bytes.count, offset - start < 18, digits.contains(bytes[offset]) {
            value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
            offset += 1
        }
        let count = offset - start
        guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return value
    }
}
