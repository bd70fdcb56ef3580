/// A room's public name: 8 characters from an alphabet without look-alikes, such as `K7MZ2QHD`.
///
/// Anyone who has it may watch the room; playing needs a seat secret as well. Input is case-insensitive and
/// kept in upper case. The 30 characters leave out 0/O, 1/I/L and U, so a person can read an ID aloud or copy it
/// from a screen without mistakes; 30⁸ ≈ 6.6 × 10¹¹ IDs.
public struct GameID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The characters game IDs are made of.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")

    /// How many characters a game ID has.
    public static let length = 8

    /// The ID in upper case, such as "K7MZ2QHD".
    public let text: String

    /// The ID written as `text`, in any case; throws a readable reason when it is not a game ID.
    public init(_ text: String) throws(WireValueError) {
        // NB: an ID already in canonical form (every stored one, and what clients send) is taken as it is; the
        // general path below upper-cases and splits into characters, most of the time a start spent per stored
        // room (perf). `GameIDTests` checks the two agree.
        if Self.isCanonical(text) {
            self.text = text
            return
        }
        let upper = text.uppercased()
        let characters = Array(upper)
        guard characters.count == Self.length else {
            throw WireValueError(
                "game ID \(TextRules.quoted(text)) has \(characters.count) characters, not \(Self.length)")
        }
        if let wrong = characters.first(where: { !Self.alphabet.contains($0) }) {
            throw WireValueError(
                "game ID \(TextRules.quoted(text)) contains \(TextRules.quoted(String(wrong))), which game IDs "
                    + "never use (they use \(String(Self.alphabet)))")
        }
        self.text = upper
    }

    private static let alphabetBytes = Array(String(alphabet).utf8)

    /// Whether `text` is an ID as `init(_:)` would keep it: 8 bytes, each from the alphabet.
    static func isCanonical(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.count == length && utf8.allSatisfy { alphabetBytes.contains($0) }
    }

    /// The ID a person typed, as `init(_:)` but also ignoring spaces and hyphens ("k7mz-2qhd").
    public init(typed text: String) throws(WireValueError) {
        try self.init(String(text.filter { $0 != " " && $0 != "-" }))
    }

    /// A new ID, each character drawn uniformly from `random`.
    ///
    /// NB: `Int.random(in:using:)` rejects and redraws rather than taking a remainder, so no character is more
    /// likely than another. The server passes a cryptographic generator (`SystemRandomNumberGenerator`).
    public static func random(using random: inout some RandomNumberGenerator) -> GameID {
        let characters = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
        return GameID(checked: String(characters))
    }

    private init(checked text: String) {
        self.text = text
    }

    /// Feeds the ID to `hasher`: its eight characters as one word.
    ///
    /// NB: a `String` goes through the hasher byte by byte, then a terminator; the server looks rooms up by ID a
    /// few times a message, and hashing the text was most of each lookup's cost.
    public func hash(into hasher: inout Hasher) {
        if let word { hasher.combine(word) } else { hasher.combine(text) }
    }

    /// The ID's hash as a dictionary or set asks for it: its word's, without a `Hasher` built for it.
    ///
    /// NB: `Hashable`'s underscored requirement, which the standard library's integers implement with a
    /// one-word SipHash; the default goes through `hash(into:)` and a whole `Hasher` (seeding, buffering,
    /// finalizing). Equal IDs have equal texts, so equal words.
    public func _rawHashValue(seed: Int) -> Int {
        guard let word else {
            var hasher = Hasher()
            hasher.combine(seed)
            hasher.combine(text)
            return hasher.finalize()
        }
        return word._rawHashValue(seed: seed)
    }

    /// The text's eight bytes as one word, or nil for a text of another length (never made by this type's
    /// initializers, which check it).
    private var word: UInt64? {
        let utf8 = text.utf8
        guard utf8.count == 8 else { return nil }
        if let word = utf8.withContiguousStorageIfAvailable({
            UnsafeRawBufferPointer($0).loadUnaligned(as: UInt64.self)
        }) {
            return word
        }
        // NB: the same bytes in the same places, so that equal texts stored either way give equal words.
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { $0.copyBytes(from: utf8) }
        return word
    }

    /// IDs order by their text.
    public static func < (lhs: GameID, rhs: GameID) -> Bool { lhs.text < rhs.text }

    /// The ID, such as "K7MZ2QHD".
    public var description: String { text }

    /// Decodes an ID from its text, refusing anything that is not a game ID with the reason.
    public init(from decoder: any Decoder) throws {
        self = try decoder.singleValueContainer().decodeText { text throws(WireValueError) in try GameID(text) }
    }

    /// Encodes the ID as its upper-case text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
