import Foundation
import GameCatalog
import GameCore
import Minesweeper
import ServerCore
import TestGames
import Testing
import WireProtocol

/// `RoomRecord.storedText` (and `storedUTF8`, its bytes as the store binds them) writes a room's creation field by
/// field, its Minesweeper setup through the game's own JSON; it must give Foundation's bytes
/// (`WireCoder.encodeValue`) for every record, and read back as the same record. The records of any game are held to
/// the same bytes in the server's tests.
@Suite struct RoomRecordStoredTests {
    static let records: [RoomRecord] = [
        .created(setup: .minesweeper(MinesweeperSetup()), at: Moment(milliseconds: 0), origin: .hosted),
        .created(
            setup: .minesweeper(
                MinesweeperSetup(
                    options: try! MinesweeperOptions(rows: 16, columns: 30, mines: 99, winRule: .flagAllMines),
                    maxPlayers: 16)),
            at: Moment(milliseconds: Int64.max), origin: .quickMatch),
    ]

    @Test(arguments: records)
    func storedTextIsFoundationsTextAndReadsBack(record: RoomRecord) throws {
        #expect(record.storedText == WireCoder.encodeValue(record))
        #expect(record.storedUTF8 == Array(WireCoder.encodeValue(record).utf8))
        let read = try TestGames.decoder().decode(RoomRecord.self, from: Data(record.storedText.utf8))
        #expect(read == record)
    }
}
