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

    /// `{"won":{"by":[…]}}`, `{"draw":{}}` or `{"lostByAll":{}}`, as `Outcome`'s synthesized `Codable` writes it.
    private static func text(of outcome: Outcome) -> String {
        switch outcome {
        case .won(let seats): #"{"won":{"by":["# + seats.map { String($0.index) }.joined(separator: ",") + "]}}"
        case .draw: #"{"draw":{}}"#
        case .lostByAll: #"{"lostByAll":{}}"#
        }
    }
}
