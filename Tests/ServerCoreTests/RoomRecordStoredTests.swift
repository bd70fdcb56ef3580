import Foundation
import GameCatalog
import GameCore
import ServerCore
import Testing
import TicTacToe
import WireProtocol

/// `RoomRecord.storedText` writes a tic-tac-toe move's record field by field; it must give Foundation's bytes
/// (`WireCoder.encodeValue`) for every record, and read back as the same record.
@Suite struct RoomRecordStoredTests {
    static let records: [RoomRecord] =
        [
            RoomRecord.created(setup: Table.setup, at: Moment(milliseconds: 1_000), origin: .quickMatch),
            .seatTaken(
                seat: Seat(1), name: Table.name("Ann / \"Bob\" é"),
                secretHash: Self.secretHash, at: Moment(milliseconds: 5)),
            .roundStarted(round: 3, starter: Seat(1), seed: UInt64.max, at: Moment(milliseconds: 9)),
            .roundEnded(round: 2, outcome: .won(by: [Seat(0)])),
            .playerLeft(seat: Seat(0), at: Moment(milliseconds: 1_763_000_000_000)),
            .roomClosed(reason: .expired),
        ]
        + [0, 1, 9, 10, 12_345, Int.max].map { RoomRecord.spectatorsChanged(count: $0) }
        + [
            ("m1", 0, 0, 0, 0), ("a-Z_09.:x", 1, 2, 2, 1_763_000_000_123), ("z", 0, 1, 12, -5),
            (String(repeating: "q", count: 64), 3, 10, 0, Int64.max),
        ].map { id, seat, row, column, at in
            RoomRecord.moved(
                seat: Seat(seat), move: .ticTacToe(.mark(Square(row: row, column: column))),
                clientMoveID: try! ClientMoveID(id), at: Moment(milliseconds: at))
        }

    static let secretHash: SecretHash = {
        var random = SplitMix64(seed: 3)
        return SecretHash(of: SeatSecret.random(using: &random))
    }()

    @Test(arguments: records)
    func storedTextIsFoundationsTextAndReadsBack(record: RoomRecord) throws {
        #expect(record.storedText == WireCoder.encodeValue(record))
        let read = try JSONDecoder().decode(RoomRecord.self, from: Data(record.storedText.utf8))
        #expect(read == record)
    }
}
