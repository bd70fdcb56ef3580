/// The pieces a game's own JSON writer is made of (`WritesOwnJSON`): fixed text and integers, appended to bytes.
public enum JSONBytes {
    /// The bytes of `text`, copied at once.
    ///
    /// NB: appending a `String`'s `utf8` view goes element by element through a generic path, which was about a
    /// quarter of the direct writer's work.
    @inline(__always)
    public static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Decimal digits, with a minus sign when negative, as `String(value)` writes them.
    public static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 0 && value < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // NB: the magnitude as `UInt` holds `Int.min`'s too. Digits go in first to last, from the largest power of
        // ten in the number down: writing them last first and turning that slice around cost more than the digits.
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
