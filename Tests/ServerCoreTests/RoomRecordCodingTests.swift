import CustomDump
import Foundation
import GameCatalog
import GameCore
import ServerCore
import TestGames
import Testing
import WireProtocol

/// A room's `created` record keeps how the room was opened; one stored before origins were kept reads as hosted.
@Suite struct RoomRecordCodingTests {
    static let at = Moment(milliseconds: 1_000)
    // NB: any game's setup will do; the record's own fields are under test.
    static let game = GameSetup(PressRace.self, PressRace.Options())
    static let setup = #"{"countdownMilliseconds":300,"kind":"press-race","pressWithinMilliseconds":60000,"seats":3}"#

    @Test(arguments: [
        (#"{"created":{"at":1000,"setup":\#(setup)}}"#, RoomOrigin.hosted),
        (#"{"created":{"at":1000,"origin":"hosted","setup":\#(setup)}}"#, .hosted),
        (#"{"created":{"at":1000,"origin":"quickMatch","setup":\#(setup)}}"#, .quickMatch),
    ])
    func aCreatedRecordReadsItsOriginAndOneWrittenBeforeOriginsWereKeptIsHosted(
        body: String, origin: RoomOrigin
    ) throws {
        let record = try TestGames.decoder(games: TestGames.all).decode(RoomRecord.self, from: Data(body.utf8))
        expectNoDifference(record, .created(setup: Self.game, at: Self.at, origin: origin))
        #expect(try Room(id: Table.id, records: [record], restoredAt: Self.at).origin == origin)
    }

    @Test(arguments: RoomOrigin.allCases)
    func aCreatedRecordIsWrittenWithItsOrigin(origin: RoomOrigin) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = String(
            decoding: try encoder.encode(RoomRecord.created(setup: Self.game, at: Self.at, origin: origin)),
            as: UTF8.self)
        #expect(body == #"{"created":{"at":1000,"origin":"\#(origin.rawValue)","setup":\#(Self.setup)}}"#)
    }

    @Test func anUnknownOriginIsRefusedRatherThanTakenForHosted() {
        let body = #"{"created":{"at":1000,"origin":"open","setup":\#(Self.setup)}}"#
        #expect(throws: DecodingError.self) {
            try TestGames.decoder(games: TestGames.all).decode(RoomRecord.self, from: Data(body.utf8))
        }
    }
}
