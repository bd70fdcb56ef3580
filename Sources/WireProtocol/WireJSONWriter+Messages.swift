import GameCatalog
import GameCore
import TicTacToe

extension WireJSONWriter {
    /// The JSON text of the messages every move sends (`moveAccepted`, and the `moved` event of a tic-tac-toe game
    /// still in play), written field by field without `Encodable`; `nil` for every other message.
    ///
    /// NB: even the small `Encoder` spends most of a `moved` event's time on generic containers for the nine board
    /// squares and each move's square. This copies the shapes the `Codable` conformances of `ServerMessage`,
    /// `RoomEvent`, `AnyMove`, `AnyView`, `TicTacToe`, `Square` and `Mark` produce, keys in sorted order; a test
    /// holds it to Foundation's bytes, so a change to one of those conformances fails there, not on the wire.
    static func renderDirectly(_ message: ServerMessage) -> String? {
        var bytes: [UInt8] = []
        switch message {
        case .moveAccepted(let clientMoveID, let sequence):
            bytes.reserveCapacity(64)
            bytes.append(contentsOf: #"{"clientMoveID":"#.utf8)
            writeString(clientMoveID.text, into: &bytes)
            bytes.append(contentsOf: #","sequence":"#.utf8)
            writeInteger(sequence, into: &bytes)
            bytes.append(contentsOf: #","type":"moveAccepted"}"#.utf8)
        case .event(.moved(let seat, let move, .whole(let view)), let sequence):
            guard case .ticTacToe(let game) = view, game.ending == nil else { return nil }
            bytes.reserveCapacity(320)
            bytes.append(contentsOf: #"{"event":{"#.utf8)
            if let move {
                guard case .ticTacToe(.mark(let square)) = move else { return nil }
                bytes.append(contentsOf: #""move":{"kind":"tic-tac-toe","mark":{"square":"#.utf8)
                writeSquare(square, into: &bytes)
                bytes.append(contentsOf: #"}},"#.utf8)
            }
            bytes.append(contentsOf: #""seat":"#.utf8)
            writeInteger(seat.index, into: &bytes)
            bytes.append(contentsOf: #","type":"moved","view":{"board":["#.utf8)
            for (index, mark) in game.board.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if let mark { writeString(mark.rawValue, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
            }
            bytes.append(contentsOf: #"],"kind":"tic-tac-toe","moves":["#.utf8)
            for (index, square) in game.moves.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeSquare(square, into: &bytes)
            }
            bytes.append(contentsOf: #"],"starter":"#.utf8)
            writeInteger(game.starter.index, into: &bytes)
            bytes.append(contentsOf: #"}},"sequence":"#.utf8)
            writeInteger(sequence, into: &bytes)
            bytes.append(contentsOf: #","type":"event"}"#.utf8)
        default:
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `{"column":…,"row":…}`.
    private static func writeSquare(_ square: Square, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"column":"#.utf8)
        writeInteger(square.column, into: &bytes)
        bytes.append(contentsOf: #","row":"#.utf8)
        writeInteger(square.row, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Decimal digits, with a minus sign when negative.
    private static func writeInteger(_ value: Int, into bytes: inout [UInt8]) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
    }
}
