/// A game's refusal with its wire form: `{"reason": …, details}` beside the `kind`, and the category the protocol
/// chooses an error code by.
public protocol WireViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refusal in terms every game shares.
    var category: ViolationCategory { get }

    /// Reads `{"reason": …, details}` from `decoder`.
    static func decodeFromWire(_ decoder: any Decoder) throws -> Self

    /// Writes `{"reason": …, details}` into `encoder` (the `kind` is written beside it by the catalog).
    func encodeForWire(to encoder: any Encoder) throws
}
