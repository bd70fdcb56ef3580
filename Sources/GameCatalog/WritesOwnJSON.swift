/// A game's move, view or options that writes its own wire JSON, `kind` included, byte for byte as the catalog's
/// `Encodable` form writes it (keys sorted, compact): a fast path for values sent or stored on every move.
///
/// Optional: a game without it is written through `Encodable`. A game that has it keeps it in its folder and holds
/// it to the `Encodable` bytes in its tests.
public protocol WritesOwnJSON {
    /// Appends the value's JSON object, its `kind` among its keys, to `bytes`.
    func writeJSON(into bytes: inout [UInt8])
}

/// A game's move that reads its own canonical wire JSON (`WritesOwnJSON`'s bytes) without building a tree.
///
/// Optional: the protocol tries it on a move frame in its canonical form before the general reader, and anything it
/// declines (`nil`) takes the general reader, so errors and their wording stay the general reader's.
public protocol ReadsCanonicalJSON {
    /// The move whose canonical JSON object, `kind` included, `bytes` are exactly, or `nil`.
    static func readCanonicalJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Self?
}
