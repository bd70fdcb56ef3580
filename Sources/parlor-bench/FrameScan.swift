/// Reads the few facts the generator needs from a server frame without parsing the JSON.
///
/// NB: Parlor's encoder sorts keys, so the top-level `"type"` is always the last key and a `"sequence"` of an
/// event or acknowledgement comes right before it (docs/protocol.md §3). Scanning for those is a few dozen byte
/// comparisons, which keeps the generator cheaper per message than the server it measures.
enum FrameScan {
    /// The top-level message type, read backwards from the closing `"}`.
    static func messageType(_ bytes: UnsafeRawBufferPointer) -> Substring {
        guard let range = typeRange(bytes) else { return "" }
        return Substring(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the top-level type is exactly `name`.
    static func isType(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard let range = typeRange(bytes), range.count == name.utf8CodeUnitCount else { return false }
        let expected = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return bytes[range].elementsEqual(expected)
    }

    /// The `"sequence"` that comes right before the top-level type (events and `moveAccepted`).
    static func trailingSequence(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let range = typeRange(bytes) else { return nil }
        // NB: before the type's opening quote sit `,"type":"`, 9 bytes; the number ends right before them.
        var index = range.lowerBound - 10
        var value = 0
        var scale = 1
        while index >= 0, bytes[index] >= 48, bytes[index] <= 57 {
            value += Int(bytes[index] - 48) * scale
            scale *= 10
            index -= 1
        }
        return scale > 1 && index >= 0 && bytes[index] == 58 ? value : nil
    }

    /// The first string value of `key` (given with its quotes and colon, such as `"gameID":"`).
    static func string(after key: StaticString, in bytes: UnsafeRawBufferPointer) -> Substring? {
        guard let start = find(key, in: bytes) else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != 34 { end += 1 }
        return Substring(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The first integer value of `key` (given with its quotes and colon, such as `"sequence":`).
    static func integer(after key: StaticString, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard var index = find(key, in: bytes) else { return nil }
        var value = 0
        let first = index
        while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
            value = value * 10 + Int(bytes[index] - 48)
            index += 1
        }
        return index > first ? value : nil
    }

    /// Whether the first `"type":"` value in the frame is `name`: an event's own type in an `event` frame.
    static func firstTypeIs(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard let start = find("\"type\":\"", in: bytes) else { return false }
        let count = name.utf8CodeUnitCount
        guard start + count < bytes.count, bytes[start + count] == 34 else { return false }
        let expected = UnsafeRawBufferPointer(start: name.utf8Start, count: count)
        return bytes[start..<(start + count)].elementsEqual(expected)
    }

    /// The index just past the first occurrence of `needle`.
    static func find(_ needle: StaticString, in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = needle.utf8CodeUnitCount
        guard count > 0, bytes.count >= count else { return nil }
        let pattern = needle.utf8Start
        let first = pattern[0]
        var index = 0
        outer: while index <= bytes.count - count {
            if bytes[index] == first {
                for offset in 1..<count where bytes[index + offset] != pattern[offset] {
                    index += 1
                    continue outer
                }
                return index + count
            }
            index += 1
        }
        return nil
    }

    private static func typeRange(_ bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        let end = bytes.count - 2
        guard end > 0, bytes[end + 1] == 125, bytes[end] == 34 else { return nil }
        var start = end - 1
        while start > 0, bytes[start] != 34 { start -= 1 }
        return (start + 1)..<end
    }
}
