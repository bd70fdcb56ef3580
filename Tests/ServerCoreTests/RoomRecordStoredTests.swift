import Foundation
import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

/// `RoomRecord.storedText` (and `storedUTF8`, its bytes as the store binds them) writes a seat's records, a room's
/// creation and a round's start, end and rematch offers field by field, and a move of a game without its own JSON
/// through the generic writer; it must give Foundation's bytes (`WireCoder.encodeValue`) for every record, and read
/// back as the same record. (A game whose moves and setups write their own JSON holds those records to Foundation's
/// bytes in its own tests.)
@Suite struct RoomRecordStoredTests {
    static let records: [RoomRecord] =
        [
            RoomRecord.created(setup: Table.setup, at: Moment(milliseconds: 1_000), origin: .quickMatch),
            .created(
                setup: GameSetup(CountToTen.self, CountToTen.Options(seats: 3, firstStarter: Seat(1))),
                at: Moment(milliseconds: Int64.min), origin: .hosted),
            .created(
                setup: GameSetup(PressRace.self, PressRace.Options()), at: Moment(milliseconds: 0), origin: .hosted),
            .created(
                setup: GameSetup(
                    PressRace.self, PressRace.Options(seats: 8, countdownMilliseconds: 0, pressWithinMilliseconds: 1)),
                at: Moment(milliseconds: Int64.max), origin: .quickMatch),
            .seatTaken(
                seat: Seat(1), name: Table.name("Ann / \"Bob\" é"),
                secretHash: Self.secretHash, at: Moment(milliseconds: 5)),
            .roundStarted(round: 3, starter: Seat(1), seed: RoundSeed(UInt64.max), at: Moment(milliseconds: 9)),
            .roundStarted(round: 1, starter: Seat(0), seed: 0, at: Moment(milliseconds: -3)),
            // NB: a game that commits to its seeds draws 128 bits; only those records take the two-halved form.
            .roundStarted(
                round: 2, starter: Seat(3), seed: RoundSeed(high: 1, low: 0), at: Moment(milliseconds: 12)),
            .roundStarted(
                round: 7, starter: Seat(1), seed: RoundSeed(high: UInt64.max, low: 9_876_543_210),
                at: Moment(milliseconds: 1_763_000_000_000)),
            .roundStarted(
                round: 12, starter: Seat(0), seed: 9_876_543_210, at: Moment(milliseconds: 1_763_000_000_000)),
            .roundEnded(round: 2, outcome: .won(by: [Seat(0)])),
            .roundEnded(round: 1, outcome: .draw),
            .roundEnded(round: 10, outcome: .lostByAll),
            .roundEnded(round: 3, outcome: .won(by: [Seat(0), Seat(1), Seat(3)])),
            .roundEnded(round: 4, outcome: .won(by: [])),
            .rematchRequested(seat: Seat(0)),
            .rematchRequested(seat: Seat(11)),
            .playerLeft(seat: Seat(0), at: Moment(milliseconds: 1_763_000_000_000)),
            .playerDisconnected(seat: Seat(1), at: Moment(milliseconds: 42)),
            .playerReconnected(seat: Seat(12)),
            .seatTaken(
                seat: Seat(0), name: Table.name("tab\tnew\u{1F} \\ ü 🎲"), secretHash: Self.secretHash,
                at: Moment(milliseconds: 1_763_000_000_000)),
            .roomClosed(reason: .expired),
        ]
        + [0, 1, 9, 10, 12_345, Int.max].map { RoomRecord.spectatorsChanged(count: $0) }
        + [
            ("m1", 0, 1, 0), ("a-Z_09.:x", 1, 3, 1_763_000_000_123), ("z", 0, 0, -5),
            (String(repeating: "q", count: 64), 3, Int.max, Int64.max), ("min", 1, Int.min, Int64.min),
        ].map { id, seat, amount, at in
            RoomRecord.moved(
                seat: Seat(seat), move: Table.add(amount), clientMoveID: try! ClientMoveID(id),
                at: Moment(milliseconds: at))
        }

    static let secretHash: SecretHash = {
        var random = SplitMix64(seed: 3)
        return SecretHash(of: SeatSecret.random(using: &random))
    }()

    @Test(arguments: records)
    func storedTextIsFoundationsTextAndReadsBack(record: RoomRecord) throws {
        #expect(record.storedText == WireCoder.encodeValue(record))
        #expect(record.storedUTF8 == Array(WireCoder.encodeValue(record).utf8))
        let read = try TestGames.decoder(games: TestGames.all).decode(
            RoomRecord.self, from: Data(record.storedText.utf8))
        #expect(read == record)
    }
}
