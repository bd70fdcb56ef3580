/// One value of one game (its options, a view, a change) held by reference, so that the catalog's values stay one
/// word wherever messages and rooms hold them, at one allocation each.
///
/// NB: a subclass holds the value itself, typed: a value kept as an existential inside the box would cost a second
/// allocation whenever it does not fit an existential's inline buffer (a board of nine squares does not), and reading
/// it back as an existential to encode or compare it a third.
@usableFromInline
class GameValueBox: @unchecked Sendable {
    // NB: @unchecked: immutable after init, and its subclass's one stored value is Sendable.
    @usableFromInline let kind: GameKind

    @usableFromInline
    init(kind: GameKind) {
        self.kind = kind
    }

    /// The value, as an existential (an allocation for a large value: for rare uses).
    var anyValue: any Hashable & Sendable & Codable { fatalError("a subclass holds the value") }

    func isEqual(to other: GameValueBox) -> Bool { fatalError("a subclass holds the value") }

    func hash(into hasher: inout Hasher) { fatalError("a subclass holds the value") }

    func encode(to encoder: any Encoder) throws { fatalError("a subclass holds the value") }

    /// Writes the value's own JSON when its type has a writer (`WritesOwnJSON`); `false` otherwise.
    func writeOwnJSON(into bytes: inout [UInt8]) -> Bool { fatalError("a subclass holds the value") }

    /// Whether the value's type writes its own JSON.
    var hasOwnJSON: Bool { fatalError("a subclass holds the value") }
}

/// A `GameValueBox` holding a `Value`.
@usableFromInline
final class TypedGameValueBox<Value: Hashable & Sendable & Codable>: GameValueBox, @unchecked Sendable {
    @usableFromInline let value: Value

    @usableFromInline
    init(kind: GameKind, value: Value) {
        self.value = value
        super.init(kind: kind)
    }

    override var anyValue: any Hashable & Sendable & Codable { value }

    override func isEqual(to other: GameValueBox) -> Bool {
        // NB: compared unwrapped: this body is generic, and comparing two optionals of `Value` looked the pair's
        // types up at run time on every call.
        guard let other = other as? TypedGameValueBox<Value> else { return false }
        return other.value == value
    }

    override func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }

    override func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    override var hasOwnJSON: Bool { Value.self is any WritesOwnJSON.Type }

    override func writeOwnJSON(into bytes: inout [UInt8]) -> Bool {
        guard let writer = Value.self as? any WritesOwnJSON.Type else { return false }
        writer.writeJSON(of: value, into: &bytes)
        return true
    }
}

extension WritesOwnJSON {
    /// Writes `value`, which is of this type, without making an existential of it.
    static func writeJSON<Value>(of value: Value, into bytes: inout [UInt8]) {
        // NB: the caller checked the type: `Value` is `Self`.
        (value as! Self).writeJSON(into: &bytes)
    }
}
