import GameCatalog
import GameCore
import WireProtocol

extension RoomRecord {
    /// The record's JSON as the store keeps it: keys sorted, the same bytes as `WireCoder.encodeValue(_:)`.
    ///
    /// NB: a move whose game writes its own JSON (`WritesOwnJSON`) is written field by field, as every accepted move
    /// is stored; Foundation's `JSONEncoder` was a large share of the server's work in a throughput run, and the
    /// generic writer still builds a tree.
    /// `RoomRecordStoredTests` holds both paths to Foundation's bytes: the server's for any game, a game's own tests for
    /// the moves and setups it writes itself.
    public var storedText: String {
        switch self {
        case .moved(_, let move, _, _) where !move.hasOwnJSON:
            return WireCoder.writeValue(self)
        case .created, .moved, .seatTaken, .roundStarted, .roundEnded, .rematchRequested, .playerDisconnected,
            .playerReconnected, .playerLeft, .spectatorsChanged:
            return String(decoding: storedUTF8, as: UTF8.self)
        default:
            return WireCoder.writeValue(self)
        }
    }

    /// `storedText` as UTF-8, as the store binds it.
    ///
    /// NB: a move's bytes go to the store as they are written: made into a `String` first (checked as UTF-8 and
    /// copied), with each number made into a `String` of its own and the buffer grown once, the record cost several
    /// times as much on every move.
    ///
    /// NB: a seat's records are written field by field too: through the generic writer a game's two `seatTaken` cost
    /// as much as all its moves.
    public var storedUTF8: [UInt8] {
        switch self {
        // NB: through the generic writer a room's first record was a large part of a create.
        case .created(let setup, let at, let origin):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(192)
            Self.append(#"{"created":{"at":"#, to: &bytes)
            Self.appendDecimal(at.milliseconds, to: &bytes)
            Self.append(#","origin":"#, to: &bytes)
            WireCoder.appendString(origin.rawValue, to: &bytes)
            Self.append(#","setup":"#, to: &bytes)
            WireCoder.appendSetup(setup, to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        case .moved(let seat, let move, let clientMoveID, let at):
            guard move.hasOwnJSON else { return Array(WireCoder.writeValue(self).utf8) }
            return Self.movedUTF8(seat: seat, move: move, clientMoveID: clientMoveID, at: at)
        case .seatTaken(let seat, let name, let secretHash, let at):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(160 + name.text.utf8.count)
            Self.append(#"{"seatTaken":{"at":"#, to: &bytes)
            Self.appendDecimal(at.milliseconds, to: &bytes)
            Self.append(#","name":"#, to: &bytes)
            WireCoder.appendString(name.text, to: &bytes)
            Self.append(#","seat":"#, to: &bytes)
            Self.appendDecimal(Int64(seat.index), to: &bytes)
            Self.append(#","secretHash":""#, to: &bytes)
            bytes.append(contentsOf: secretHash.hex.utf8)
            Self.append(#""}}"#, to: &bytes)
            return bytes
        case .playerDisconnected(let seat, let at):
            return Self.seatUTF8(#"{"playerDisconnected":{"at":"#, at: at, seat: seat)
        case .playerLeft(let seat, let at):
            return Self.seatUTF8(#"{"playerLeft":{"at":"#, at: at, seat: seat)
        // NB: a game's end writes these three too (the round's end, each rematch offer, the next round's start),
        // which through the generic writer cost as much as the game's moves, and through string interpolation
        // more than written by hand.
        case .roundStarted(let round, let starter, let seed, let at):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(128)
            Self.append(#"{"roundStarted":{"at":"#, to: &bytes)
            Self.appendDecimal(at.milliseconds, to: &bytes)
            Self.append(#","round":"#, to: &bytes)
            Self.appendDecimal(Int64(round), to: &bytes)
            Self.append(#","seed":"#, to: &bytes)
            // NB: a 64-bit seed is the bare number it always was; a wider one, both halves as `RoundSeed` codes them.
            if seed.isWide {
                Self.append(#"{"high":"#, to: &bytes)
                Self.appendDecimal(seed.high, to: &bytes)
                Self.append(#","low":"#, to: &bytes)
                Self.appendDecimal(seed.low, to: &bytes)
                bytes.append(UInt8(ascii: "}"))
            } else {
                Self.appendDecimal(seed.low, to: &bytes)
            }
            Self.append(#","starter":"#, to: &bytes)
            Self.appendDecimal(Int64(starter.index), to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        case .roundEnded(let round, let outcome):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(80)
            Self.append(#"{"roundEnded":{"outcome":"#, to: &bytes)
            switch outcome {
            case .won(let seats):
                Self.append(#"{"won":{"by":["#, to: &bytes)
                for (position, seat) in seats.enumerated() {
                    if position > 0 { bytes.append(UInt8(ascii: ",")) }
                    Self.appendDecimal(Int64(seat.index), to: &bytes)
                }
                Self.append("]}}", to: &bytes)
            case .draw: Self.append(#"{"draw":{}}"#, to: &bytes)
            case .lostByAll: Self.append(#"{"lostByAll":{}}"#, to: &bytes)
            }
            Self.append(#","round":"#, to: &bytes)
            Self.appendDecimal(Int64(round), to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        case .rematchRequested(let seat):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(48)
            Self.append(#"{"rematchRequested":{"seat":"#, to: &bytes)
            Self.appendDecimal(Int64(seat.index), to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        case .spectatorsChanged(let count):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(48)
            Self.append(#"{"spectatorsChanged":{"count":"#, to: &bytes)
            Self.appendDecimal(Int64(count), to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        case .playerReconnected(let seat):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(48)
            Self.append(#"{"playerReconnected":{"seat":"#, to: &bytes)
            Self.appendDecimal(Int64(seat.index), to: &bytes)
            Self.append("}}", to: &bytes)
            return bytes
        default:
            return Array(storedText.utf8)
        }
    }

    /// `opening` (up to the time's key), the time, then `seat` and the closing braces.
    private static func seatUTF8(_ opening: StaticString, at: Moment, seat: Seat) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        append(opening, to: &bytes)
        appendDecimal(at.milliseconds, to: &bytes)
        append(#","seat":"#, to: &bytes)
        appendDecimal(Int64(seat.index), to: &bytes)
        append("}}", to: &bytes)
        return bytes
    }

    private static func movedUTF8(
        seat: Seat, move: AnyMove, clientMoveID: ClientMoveID, at: Moment
    ) -> [UInt8] {
        // NB: a client move ID is only A-Z a-z 0-9 . _ : -, so it needs no escaping.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 + clientMoveID.text.utf8.count)
        append(#"{"moved":{"at":"#, to: &bytes)
        appendDecimal(at.milliseconds, to: &bytes)
        append(#","clientMoveID":""#, to: &bytes)
        bytes.append(contentsOf: clientMoveID.text.utf8)
        append(#"","move":"#, to: &bytes)
        _ = move.writeOwnJSON(into: &bytes)
        append(#","seat":"#, to: &bytes)
        appendDecimal(Int64(seat.index), to: &bytes)
        append("}}", to: &bytes)
        return bytes
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `value` in decimal, as `String(value)` writes it.
    private static func appendDecimal(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(value.magnitude, to: &bytes)
    }

    /// `value` in decimal, as `String(value)` writes it.
    ///
    /// NB: the digits are written last first into a buffer on the stack and appended at once: appended one by one,
    /// largest first (a division to find the largest, then two per digit), they cost more on every move.
    private static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
