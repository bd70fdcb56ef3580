import Foundation
import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import TicTacToe
import WireProtocol

/// `RoomRecord.storedText` (and `storedUTF8`, its bytes as the store binds them) writes a tic-tac-toe move's record
/// and a room's creation with its setup field by field, through the game's own JSON; it must give Foundation's bytes
/// (`WireCoder.encodeValue`) for every record, and read back as the same record. The records of any game are held
/// to the same bytes in the server's tests.
@Suite struct RoomRecordStoredTests {
    static let records: [RoomRecord] =
        [
            RoomRecord.created(
                setup: .ticTacToe(TicTacToeOptions()), at: Moment(milliseconds: 1_000), origin: .quickMatch),
            .created(
                setup: .ticTacToe(TicTacToeOptions(firstStarter: Seat(1))), at: Moment(milliseconds: Int64.min),
                origin: .hosted),
        ]
        + [
            ("m1", 0, 0, 0, 0), ("a-Z_09.:x", 1, 2, 2, 1_763_000_000_123), ("z", 0, 1, 12, -5),
            (String(repeating: "q", count: 64), 3, 10, 0, Int64.max), ("min", 1, 2, 0, Int64.min),
        ].map { id, seat, row, column, at in
            RoomRecord.moved(
                seat: Seat(seat), move: .ticTacToe(.mark(Square(row: row, column: column))),
                clientMoveID: try! ClientMoveID(id), at: Moment(milliseconds: at))
        }

    @Test(arguments: records)
    func storedTextIsFoundationsTextAndReadsBack(record: RoomRecord) throws {
        #expect(record.storedText == WireCoder.encodeValue(record))
        #expect(record.storedUTF8 == Array(WireCoder.encodeValue(record).utf8))
        let read = try TestGames.decoder().decode(RoomRecord.self, from: Data(record.storedText.utf8))
        #expect(read == record)
    }
}
