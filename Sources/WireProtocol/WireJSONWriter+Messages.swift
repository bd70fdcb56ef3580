import GameCatalog
import GameCore
import TicTacToe

extension WireJSONWriter {
    /// The JSON text of the messages a tic-tac-toe game sends on its way (`moveAccepted`, `moved` with the whole
    /// view, `roundStarted`, `roundEnded`, `rematchRequested`), written field by field without `Encodable`; `nil`
    /// for every other message.
    ///
    /// NB: even the small `Encoder` spends most of a `moved` event's time on generic containers for the nine board
    /// squares and each move's square, and a game's last move (its ending, the round's end, both rematch offers and
    /// the next round's start) cost as much as the eight before it. This copies the shapes the `Codable`
    /// conformances of `ServerMessage`, `RoomEvent`, `AnyMove`, `AnyView`, `TicTacToe`, `TicTacToe.Ending`, `Line`,
    /// `Outcome`, `Square` and `Mark` produce, keys in sorted order; a test holds it to Foundation's bytes, so a
    /// change to one of those conformances fails there, not on the wire.
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
            return String(decoding: bytes, as: UTF8.self)
        case .event(let event, let sequence):
            bytes.reserveCapacity(320)
            bytes.append(contentsOf: #"{"event":{"#.utf8)
            guard writeEventFields(event, into: &bytes) else { return nil }
            bytes.append(contentsOf: #"},"sequence":"#.utf8)
            writeInteger(sequence, into: &bytes)
            bytes.append(contentsOf: #","type":"event"}"#.utf8)
            return String(decoding: bytes, as: UTF8.self)
        default:
            return nil
        }
    }

    /// The fields of `event` (without its braces), or `false` for an event the direct writer leaves to `Encodable`.
    private static func writeEventFields(_ event: RoomEvent, into bytes: inout [UInt8]) -> Bool {
        switch event {
        case .moved(let seat, let move, .whole(let view)):
            guard case .ticTacToe(let game) = view else { return false }
            if let move {
                guard case .ticTacToe(.mark(let square)) = move else { return false }
                bytes.append(contentsOf: #""move":{"kind":"tic-tac-toe","mark":{"square":"#.utf8)
                writeSquare(square, into: &bytes)
                bytes.append(contentsOf: #"}},"#.utf8)
            }
            bytes.append(contentsOf: #""seat":"#.utf8)
            writeInteger(seat.index, into: &bytes)
            bytes.append(contentsOf: #","type":"moved","view":"#.utf8)
            writeTicTacToe(game, into: &bytes)
        case .roundStarted(let round, let starter, let view):
            guard case .ticTacToe(let game) = view else { return false }
            bytes.append(contentsOf: #""round":"#.utf8)
            writeInteger(round, into: &bytes)
            bytes.append(contentsOf: #","starter":"#.utf8)
            writeInteger(starter.index, into: &bytes)
            bytes.append(contentsOf: #","type":"roundStarted","view":"#.utf8)
            writeTicTacToe(game, into: &bytes)
        case .roundEnded(let round, let outcome):
            bytes.append(contentsOf: #""outcome":"#.utf8)
            writeOutcome(outcome, into: &bytes)
            bytes.append(contentsOf: #","round":"#.utf8)
            writeInteger(round, into: &bytes)
            bytes.append(contentsOf: #","type":"roundEnded""#.utf8)
        case .rematchRequested(let seat):
            bytes.append(contentsOf: #""seat":"#.utf8)
            writeInteger(seat.index, into: &bytes)
            bytes.append(contentsOf: #","type":"rematchRequested""#.utf8)
        default:
            return false
        }
        return true
    }

    /// A tic-tac-toe view: `{"board":[…],"ending":…,"kind":"tic-tac-toe","moves":[…],"starter":…}`.
    private static func writeTicTacToe(_ game: TicTacToe, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"board":["#.utf8)
        for (index, mark) in game.board.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if let mark { writeString(mark.rawValue, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
        }
        bytes.append(UInt8(ascii: "]"))
        switch game.ending {
        case nil:
            break
        case .draw:
            bytes.append(contentsOf: #","ending":{"draw":{}}"#.utf8)
        case .won(let seat, let lines):
            bytes.append(contentsOf: #","ending":{"won":{"by":"#.utf8)
            writeInteger(seat.index, into: &bytes)
            bytes.append(contentsOf: #","lines":["#.utf8)
            for (index, line) in lines.enumerated() {
                bytes.append(contentsOf: (index > 0 ? #",{"squares":["# : #"{"squares":["#).utf8)
                writeSquares(line.squares, into: &bytes)
                bytes.append(contentsOf: "]}".utf8)
            }
            bytes.append(contentsOf: "]}}".utf8)
        }
        bytes.append(contentsOf: #","kind":"tic-tac-toe","moves":["#.utf8)
        writeSquares(game.moves, into: &bytes)
        bytes.append(contentsOf: #"],"starter":"#.utf8)
        writeInteger(game.starter.index, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `{"won":{"by":[…]}}`, `{"draw":{}}` or `{"lostByAll":{}}`.
    private static func writeOutcome(_ outcome: Outcome, into bytes: inout [UInt8]) {
        switch outcome {
        case .won(let seats):
            bytes.append(contentsOf: #"{"won":{"by":["#.utf8)
            for (index, seat) in seats.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writeInteger(seat.index, into: &bytes)
            }
            bytes.append(contentsOf: "]}}".utf8)
        case .draw:
            bytes.append(contentsOf: #"{"draw":{}}"#.utf8)
        case .lostByAll:
            bytes.append(contentsOf: #"{"lostByAll":{}}"#.utf8)
        }
    }

    /// Squares separated by commas.
    private static func writeSquares(_ squares: [Square], into bytes: inout [UInt8]) {
        for (index, square) in squares.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeSquare(square, into: &bytes)
        }
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
