extension ClientMessage {
    /// The messages that carry nothing but their type, each with its canonical frame (`WireCoder.encode`'s bytes).
    static let bareMessages: [(message: ClientMessage, frame: [UInt8])] = [
        ClientMessage.offerRematch, .leave, .abort, .claimVictory, .requestSnapshot,
    ].map { ($0, Array(#"{"type":"\#($0.type.rawValue)"}"#.utf8)) }

    /// The message of only a type (such as `offerRematch`) whose canonical frame `bytes` are, read without building
    /// a tree; `nil` for any other bytes, which take the general reader.
    ///
    /// NB: every round of a room ends with two `offerRematch`, and the general reader (a `JSONValue` tree, then a
    /// generic `Decoder`) cost more for each than handling the move itself. Only the exact canonical bytes are taken
    /// here, so the general reader would give the same message (a test holds the two to it); anything else, valid or
    /// not, falls through, and the errors stay the general reader's.
    static func canonicalBareMessage(_ bytes: [UInt8]) -> ClientMessage? {
        // NB: the shortest such frame is `{"type":"leave"}` (16 bytes), the longest `requestSnapshot`'s (26).
        guard bytes.count >= 16, bytes.count <= 26, bytes[2] == UInt8(ascii: "t") else { return nil }
        for bare in bareMessages where bare.frame == bytes { return bare.message }
        return nil
    }
}
