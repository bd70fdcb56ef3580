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
            // NB: a client move ID is only A-Z a-z 0-9 . _ : -, so it needs no escaping.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(128)
            bytes.append(contentsOf: #"{"moved":{"at":"#.utf8)
            bytes.append(contentsOf: String(at.milliseconds).utf8)
            bytes.append(contentsOf: #","clientMoveID":""#.utf8)
            bytes.append(contentsOf: clientMoveID.text.utf8)
            bytes.append(contentsOf: #"","move":{"kind":"tic-tac-toe","mark":{"square":{"column":"#.utf8)
            bytes.append(contentsOf: String(square.column).utf8)
            bytes.append(contentsOf: #","row":"#.utf8)
            bytes.append(contentsOf: String(square.row).utf8)
            bytes.append(contentsOf: #"}}},"seat":"#.utf8)
            bytes.append(contentsOf: String(seat.index).utf8)
            bytes.append(contentsOf: "}}".utf8)
            return String(decoding: bytes, as: UTF8.self)
        case .spectatorsChanged(let count):
            return #"{"spectatorsChanged":{"count":\#(count)}}"#
        default:
            return WireCoder.writeValue(self)
        }
    }
}
