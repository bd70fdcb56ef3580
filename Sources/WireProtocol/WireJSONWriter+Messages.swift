import GameCatalog
import GameCore

extension WireJSONWriter {
    /// The JSON text of the messages a game whose moves and views write their own JSON (`WritesOwnJSON`) sends on
    /// its way (`moveAccepted`, `moved` with the whole view, `roundStarted`, `roundEnded`, `rematchRequested`) and of
    /// those a new room sends (`seated`, the snapshot of a room with no view, last result or clock), written field by
    /// field without `Encodable`; `nil` for every other message.
    ///
    /// NB: even the small `Encoder` spends most of a `moved` event's time on generic containers for a small board's
    /// squares and each move's square, and a game's last move (its ending, the round's end, both rematch offers and
    /// the next round's start) cost as much as the eight before it. This copies the shapes the `Codable`
    /// conformances of `ServerMessage`, `RoomEvent` and `Outcome` produce, keys in sorted order, and takes the
    /// game's values from their own writers; tests hold it to Foundation's bytes (the room-level messages in the
    /// protocol's tests, a game's own values in that game's), so a change to one of those conformances fails there,
    /// not on the wire.
    static func renderDirectly(_ message: ServerMessage) -> String? {
        var bytes: [UInt8] = []
        guard renderDirectly(message, into: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `renderDirectly(_:)`'s bytes appended to `bytes`, or `false`, with nothing written, for every other message.
    static func renderDirectly(_ message: ServerMessage, into bytes: inout [UInt8]) -> Bool {
        switch message {
        case .moveAccepted(let clientMoveID, let sequence):
            bytes.reserveCapacity(bytes.count + 64)
            append(#"{"clientMoveID":"#, to: &bytes)
            writeString(clientMoveID.text, into: &bytes)
            append(#","sequence":"#, to: &bytes)
            writeInteger(sequence, into: &bytes)
            append(#","type":"moveAccepted"}"#, to: &bytes)
            return true
        case .event(let event, let sequence):
            guard writeEventFields(event, into: &bytes) else { return false }
            append(#"},"sequence":"#, to: &bytes)
            writeInteger(sequence, into: &bytes)
            append(#","type":"event"}"#, to: &bytes)
            return true
        case .seated(let gameID, let seat, let seatSecret):
            writeSeated(gameID: gameID, seat: seat, seatSecret: seatSecret, into: &bytes)
            return true
        case .snapshot(let snapshot):
            return writeWaitingSnapshot(snapshot, into: &bytes)
        default:
            return false
        }
    }

    /// The message's opening and the fields of `event` (without their closing brace), or `false`, with nothing
    /// written, for an event the direct writer leaves to `Encodable`.
    ///
    /// NB: each case decides before it writes, so a declined event costs no allocation.
    private static func writeEventFields(_ event: RoomEvent, into bytes: inout [UInt8]) -> Bool {
        switch event {
        case .moved(let seat, let move, .whole(let view)):
            guard view.hasOwnJSON else { return false }
            if let move {
                guard move.hasOwnJSON else { return false }
                openEvent(&bytes)
                append(#""move":"#, to: &bytes)
                _ = move.writeOwnJSON(into: &bytes)
                bytes.append(UInt8(ascii: ","))
            } else {
                openEvent(&bytes)
            }
            append(#""seat":"#, to: &bytes)
            writeInteger(seat.index, into: &bytes)
            append(#","type":"moved","view":"#, to: &bytes)
            _ = view.writeOwnJSON(into: &bytes)
        case .roundStarted(let round, let starter, let view):
            guard view.hasOwnJSON else { return false }
            openEvent(&bytes)
            append(#""round":"#, to: &bytes)
            writeInteger(round, into: &bytes)
            append(#","starter":"#, to: &bytes)
            writeInteger(starter.index, into: &bytes)
            append(#","type":"roundStarted","view":"#, to: &bytes)
            _ = view.writeOwnJSON(into: &bytes)
        case .roundEnded(let round, let outcome):
            openEvent(&bytes)
            append(#""outcome":"#, to: &bytes)
            writeOutcome(outcome, into: &bytes)
            append(#","round":"#, to: &bytes)
            writeInteger(round, into: &bytes)
            append(#","type":"roundEnded""#, to: &bytes)
        case .rematchRequested(let seat):
            openEvent(&bytes)
            append(#""seat":"#, to: &bytes)
            writeInteger(seat.index, into: &bytes)
            append(#","type":"rematchRequested""#, to: &bytes)
        default:
            return false
        }
        return true
    }

    /// Reserves room for an event message and writes its opening.
    private static func openEvent(_ bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + 320)
        append(#"{"event":{"#, to: &bytes)
    }

    /// `{"won":{"by":[…]}}`, `{"draw":{}}` or `{"lostByAll":{}}`.
    private static func writeOutcome(_ outcome: Outcome, into bytes: inout [UInt8]) {
        switch outcome {
        case .won(let seats):
            append(#"{"won":{"by":["#, to: &bytes)
            for (index, seat) in seats.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeInteger(seat.index, into: &bytes)
            }
            append("]}}", to: &bytes)
        case .draw:
            append(#"{"draw":{}}"#, to: &bytes)
        case .lostByAll:
            append(#"{"lostByAll":{}}"#, to: &bytes)
        }
    }

    /// The bytes of `text`, copied at once.
    @inline(__always)
    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        JSONBytes.append(text, to: &bytes)
    }

    /// Decimal digits, with a minus sign when negative.
    static func writeInteger(_ value: Int, into bytes: inout [UInt8]) {
        JSONBytes.appendInteger(value, to: &bytes)
    }
}
