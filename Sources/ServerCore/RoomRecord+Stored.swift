import GameCatalog
import GameCore
import TicTacToe
import WireProtocol

extension RoomRecord {
    /// The record's JSON as the store keeps it: keys sorted, the same bytes as `WireCoder.encodeValue(_:)`.
    ///
    /// NB: a tic-tac-toe move is written field by field, as it is every accepted move's record; Foundation's
    /// `JSONEncoder` was 6% of the server's CPU in a throughput run, and the generic writer still builds a tree.
    /// `RoomRecordStoredTests` holds both paths to Foundation's bytes.
    public var storedText: String {
        switch self {
        case .moved(let seat, .ticTacToe(.mark(let square)), let clientMoveID, let at):
            return String(
                decoding: Self.movedUTF8(seat: seat, square: square, clientMoveID: clientMoveID, at: at), as: UTF8.self)
        case .spectatorsChanged(let count):
            return #"{"spectatorsChanged":{"count":\#(count)}}"#
        // NB: a game's end writes these three too (the round's end, each rematch offer, the next round's start),
        // which through the generic writer cost as much as the game's moves.
        case .roundStarted(let round, let starter, let seed, let at):
            let fields = #""round":\#(round),"seed":\#(seed),"starter":\#(starter.index)"#
            return #"{"roundStarted":{"at":\#(at.milliseconds),\#(fields)}}"#
        case .roundEnded(let round, let outcome):
            return #"{"roundEnded":{"outcome":\#(Self.text(of: outcome)),"round":\#(round)}}"#
        case .rematchRequested(let seat):
            return #"{"rematchRequested":{"seat":\#(seat.index)}}"#
        default:
            return WireCoder.writeValue(self)
        }
    }

    /// `storedText` as UTF-8, as the store binds it.
    ///
    /// NB: a tic-tac-toe move's bytes go to the store as they are written: made into a `String` first (checked as
    /// UTF-8 and copied), with each number made into a `String` of its own and the buffer grown once, the record
    /// cost about 6 k instructions a move.
    public var storedUTF8: [UInt8] {
        if case .moved(let seat, .ticTacToe(.mark(let square)), let clientMoveID, let at) = self {
            return Self.movedUTF8(seat: seat, square: square, clientMoveID: clientMoveID, at: at)
        }
        return Array(storedText.utf8)
    }

    private static func movedUTF8(seat: Seat, square: Square, clientMoveID: ClientMoveID, at: Moment) -> [UInt8] {
        // NB: a client move ID is only A-Z a-z 0-9 . _ : -, so it needs no escaping.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 + clientMoveID.text.utf8.count)
        append(#"{"moved":{"at":"#, to: &bytes)
        appendDecimal(at.milliseconds, to: &bytes)
        append(#","clientMoveID":""#, to: &bytes)
        bytes.append(contentsOf: clientMoveID.text.utf8)
        append(#"","move":{"kind":"tic-tac-toe","mark":{"square":{"column":"#, to: &bytes)
        appendDecimal(Int64(square.column), to: &bytes)
        append(#","row":"#, to: &bytes)
        appendDecimal(Int64(square.row), to: &bytes)
        append(#"}}},"seat":"#, to: &bytes)
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
        var rest = value.magnitude
        var scale: UInt64 = 1
        while rest / scale >= 10 { scale *= 10 }
        while scale > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    /// `{"won":{"by":[…]}}`, `{"draw":{}}` or `{"lostByAll":{}}`, as `Outcome`'s synthesized `Codable` writes it.
    private static func text(of outcome: Outcome) -> String {
        switch outcome {
        case .won(let seats): #"{"won":{"by":["# + seats.map { String($0.index) }.joined(separator: ",") + "]}}"
        case .draw: #"{"draw":{}}"#
        case .lostByAll: #"{"lostByAll":{}}"#
        }
    }
}
