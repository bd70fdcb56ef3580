import GameCatalog

extension ClientMessage {
    /// The `move` whose canonical text (`WireCoder.encode`'s bytes: sorted keys, no spaces) `bytes` are, its move
    /// read by its game's own canonical reader, without building a tree; `nil` for any other bytes, which take the
    /// general reader.
    ///
    /// NB: every accepted move is one of these frames, and the general reader (a `JSONValue` tree, then a generic
    /// `Decoder`) was a noticeable share of the server's work in a throughput run. Only bytes the general reader
    /// reads the same way are taken here (a test holds the two to the same messages); anything else, valid or not,
    /// falls through, so the errors and their wording stay the general reader's.
    static func canonicalMove(_ bytes: [UInt8], games: GameRegistry) -> ClientMessage? {
        bytes.withUnsafeBufferPointer { buffer -> ClientMessage? in
            var scanner = CanonicalScanner(bytes: buffer)
            guard scanner.skip(#"{"clientMoveID":""#) else { return nil }
            let idStart = scanner.offset
            while scanner.offset < buffer.count, buffer[scanner.offset] != UInt8(ascii: "\"") {
                scanner.offset += 1
            }
            let idBytes = UnsafeBufferPointer(rebasing: buffer[idStart..<scanner.offset])
            let ending: StaticString = #","type":"move"}"#
            // NB: a backslash is not an allowed ID character, so an escaped ID is refused here and read in full.
            guard let clientMoveID = try? ClientMoveID(String(decoding: idBytes, as: UTF8.self)),
                scanner.skip(#"","lastSeenSequence":"#), let lastSeen = scanner.natural(),
                scanner.skip(#","move":"#), buffer.count - scanner.offset > ending.utf8CodeUnitCount
            else { return nil }
            let moveEnd = buffer.count - ending.utf8CodeUnitCount
            var tail = CanonicalScanner(bytes: UnsafeBufferPointer(rebasing: buffer[moveEnd...]))
            guard tail.skip(ending) else { return nil }
            let moveBytes = UnsafeBufferPointer(rebasing: buffer[scanner.offset..<moveEnd])
            for kind in games.kinds {
                if let move = kind.game.readCanonicalMove(moveBytes) {
                    return .move(move: move, clientMoveID: clientMoveID, lastSeenSequence: lastSeen)
                }
            }
            return nil
        }
    }
}
