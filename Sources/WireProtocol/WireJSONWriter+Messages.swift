import GameCatalog
import GameCore
import TicTacToe

extension WireJSONWriter {
    /// The JSON text of the messages a tic-tac-toe game sends on its way (`moveAccepted`, `moved` with the whole
    /// view, `roundStarted`, `roundEnded`, `rematchRequested`) and of those a new room sends (`seated`, the snapshot
    /// of a room with no view, last result or clock), written field by field without `Encodable`; `nil` for every
    /// other message.
    ///
    /// NB: even the small `Encoder` spends most of a `moved` event's time on generic containers for the nine board
    /// squares and each move's square, and a game's last move (its ending, the round's end, both rematch offers and
    /// the next round's start) cost as much as the eight before it. This copies the shapes the `Codable`
    /// conformances of `ServerMessage`, `RoomEvent`, `AnyMove`, `AnyView`, `TicTacToe`, `TicTacToe.Ending`, `Line`,
    /// `Outcome`, `Square` and `Mark` produce, keys in sorted order; a test holds it to Foundation's bytes, so a
    /// change to one of those conformances fails there, not on the wire.
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
            guard case .ticTacToe(let game) = view else { return false }
            if let move {
                guard case .ticTacToe(.mark(let square)) = move else { return false }
                openEvent(&bytes)
                append(#""move":{"kind":"tic-tac-toe","mark":{"square":"#, to: &bytes)
                writeSquare(square, into: &bytes)
                append(#"}},"#, to: &bytes)
            } else {
                openEvent(&bytes)
            }
            append(#""seat":"#, to: &bytes)
            writeInteger(seat.index, into: &bytes)
            append(#","type":"moved","view":"#, to: &bytes)
            writeTicTacToe(game, into: &bytes)
        case .roundStarted(let round, let starter, let view):
            guard case .ticTacToe(let game) = view else { return false }
            openEvent(&bytes)
            append(#""round":"#, to: &bytes)
            writeInteger(round, into: &bytes)
            append(#","starter":"#, to: &bytes)
            writeInteger(starter.index, into: &bytes)
            append(#","type":"roundStarted","view":"#, to: &bytes)
            writeTicTacToe(game, into: &bytes)
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

    /// A tic-tac-toe view: `{"board":[…],"ending":…,"kind":"tic-tac-toe","moves":[…],"starter":…}`.
    private static func writeTicTacToe(_ game: TicTacToe, into bytes: inout [UInt8]) {
        append(#"{"board":["#, to: &bytes)
        for (index, mark) in game.board.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            switch mark {
            case nil: append("null", to: &bytes)
            case .x: append(#""x""#, to: &bytes)
            case .o: append(#""o""#, to: &bytes)
            }
        }
        bytes.append(UInt8(ascii: "]"))
        switch game.ending {
        case nil:
            break
        case .draw:
            append(#","ending":{"draw":{}}"#, to: &bytes)
        case .won(let seat, let lines):
            append(#","ending":{"won":{"by":"#, to: &bytes)
            writeInteger(seat.index, into: &bytes)
            append(#","lines":["#, to: &bytes)
            for (index, line) in lines.enumerated() {
                append(index > 0 ? #",{"squares":["# : #"{"squares":["#, to: &bytes)
                writeSquares(line.squares, into: &bytes)
                append("]}", to: &bytes)
            }
            append("]}}", to: &bytes)
        }
        append(#","kind":"tic-tac-toe","moves":["#, to: &bytes)
        writeSquares(game.moves, into: &bytes)
        append(#"],"starter":"#, to: &bytes)
        writeInteger(game.starter.index, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
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

    /// Squares separated by commas.
    private static func writeSquares(_ squares: [Square], into bytes: inout [UInt8]) {
        for (index, square) in squares.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            writeSquare(square, into: &bytes)
        }
    }

    /// `{"column":…,"row":…}`.
    private static func writeSquare(_ square: Square, into bytes: inout [UInt8]) {
        if (0..<3).contains(square.row), (0..<3).contains(square.column) {
            return bytes.append(contentsOf: boardSquares[square.row * 3 + square.column])
        }
        append(#"{"column":"#, to: &bytes)
        writeInteger(square.column, into: &bytes)
        append(#","row":"#, to: &bytes)
        writeInteger(square.row, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// The text of each square of a 3 × 3 board, row by row.
    ///
    /// NB: one copy for a square instead of five appends: a view lists every move so far, and squares were most of
    /// the direct writer's work on a late move.
    private static let boardSquares: [[UInt8]] = (0..<9).map { index in
        Array(#"{"column":\#(index % 3),"row":\#(index / 3)}"#.utf8)
    }

    /// The bytes of `text`, copied at once.
    ///
    /// NB: appending a `String`'s `utf8` view goes element by element through a generic path, which was a large share
    /// of the direct writer's work.
    @inline(__always)
    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Decimal digits, with a minus sign when negative.
    static func writeInteger(_ value: Int, into bytes: inout [UInt8]) {
        if value >= 0 && value < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // NB: the magnitude as `UInt` holds `Int.min`'s too. Digits go in first to last, from the largest power of
        // ten in the number down: writing them last first and turning that slice around cost more than the digits.
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }
}
