import GameCatalog
import TicTacToe

extension ClientMessage {
    /// The tic-tac-toe `move` whose canonical text (`WireCoder.encode`'s bytes: sorted keys, no spaces) `bytes`
    /// are, read without building a tree; `nil` for any other bytes, which take the general reader.
    ///
    /// NB: every accepted move is one of these frames, and the general reader (a `JSONValue` tree, then a generic
    /// `Decoder`) was a visible share of the server's CPU in a throughput run. Only bytes the general reader reads the
    /// same way are taken here (a test holds the two to the same messages); anything else, valid or not, falls through,
    /// so the errors and their wording stay the general reader's.
    static func canonicalTicTacToeMove(_ bytes: [UInt8]) -> ClientMessage? {
        bytes.withUnsafeBufferPointer { buffer -> ClientMessage? in
            var scanner = CanonicalScanner(bytes: buffer)
            guard scanner.skip(#"{"clientMoveID":""#) else { return nil }
            let idStart = scanner.offset
            while scanner.offset < buffer.count, buffer[scanner.offset] != UInt8(ascii: "\"") {
                scanner.offset += 1
            }
            let idBytes = UnsafeBufferPointer(rebasing: buffer[idStart..<scanner.offset])
            // NB: a backslash is not an allowed ID character, so an escaped ID is refused here and read in full.
            guard let clientMoveID = try? ClientMoveID(String(decoding: idBytes, as: UTF8.self)),
                scanner.skip(#"","lastSeenSequence":"#), let lastSeen = scanner.natural(),
                scanner.skip(#","move":{"kind":"tic-tac-toe","mark":{"square":{"column":"#),
                let column = scanner.natural(), scanner.skip(#","row":"#), let row = scanner.natural(),
                scanner.skip(#"}}},"type":"move"}"#), scanner.offset == buffer.count
            else { return nil }
            return .move(
                move: .ticTacToe(.mark(Square(row: row, column: column))), clientMoveID: clientMoveID,
                lastSeenSequence: lastSeen)
        }
    }
}

/// Reads fixed text and natural numbers from the front of a frame.
private struct CanonicalScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    /// Steps over `text` if the bytes go on with it.
    mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - offset >= count else { return false }
        let matches = text.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[offset + $0] == expected[$0] }
        }
        if matches { offset += count }
        return matches
    }

    /// A natural number as JSON writes it (no sign, no leading zero, no fraction), of at most 18 digits.
    mutating func natural() -> Int? {
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
