import CustomDump
import Foundation
import GRDB
import GameCatalog
import GameCore
import Persistence
import ServerCore
import TestGames
import Testing
import WireProtocol

/// A store's start reads the rooms waiting for players and the saved index, never the records of the other rooms nor
/// the log the index already accounts for (decision 70).
@Suite struct RoomStoreStartUpTests {
    typealias S = RoomStoreTests

    /// The first `count` records of a room that started: created, two seats, round 1 and a move.
    static let started = Array(S.records.prefix(5))
    /// A room with one seat taken, waiting for a second player.
    static let waiting = Array(S.records.prefix(2))
    /// A room closed before it ever started.
    static let closedEarly = [S.records[0], RoomRecord.roomClosed(reason: .expired)]

    static func room(_ number: Int) -> GameID {
        let alphabet = Array("ABCDEFGHJKMNPQRSTVWXYZ23456789")
        var digits = ""
        var rest = number
        for _ in 0..<8 {
            digits.append(alphabet[rest % alphabet.count])
            rest /= alphabet.count
        }
        return try! GameID(digits)
    }

    @Test(arguments: RoomStoreTests.Kind.allCases)
    func theWaitingRoomsAreThoseCreatedAndNeitherStartedNorClosed(kind: RoomStoreTests.Kind) throws {
        try S.withStore(kind) { store, reopen in
            try store.append(Self.waiting, to: Self.room(1), firstSequence: 1)
            try store.append(Array(Self.started.prefix(3)), to: Self.room(2), firstSequence: 1)
            try store.append(Array(Self.started.dropFirst(3)), to: Self.room(2), firstSequence: 4)
            try store.append(Self.closedEarly, to: Self.room(3), firstSequence: 1)
            try store.append([
                RoomAppend(room: Self.room(4), firstSequence: 1, records: [S.matched]),
                RoomAppend(room: Self.room(5), firstSequence: 1, records: Self.started),
            ])
            let expected = [Self.room(1): Self.waiting, Self.room(4): [S.matched]]
            expectNoDifference(try store.waitingRooms(), expected)
            expectNoDifference(try reopen().waitingRooms(), expected)
            try store.settle()
            expectNoDifference(try reopen().waitingRooms(), expected)
            // NB: after the save, the log's new rows are read on open: a waiting room starts, a new one waits.
            try store.append(Array(Self.started.dropFirst(2)), to: Self.room(1), firstSequence: 3)
            try store.append(Self.waiting, to: Self.room(6), firstSequence: 1)
            let later = [Self.room(4): [S.matched], Self.room(6): Self.waiting]
            expectNoDifference(try store.waitingRooms(), later)
            expectNoDifference(try reopen().waitingRooms(), later)
            expectNoDifference(try reopen().records(of: Self.room(1)), Self.waiting + Self.started.dropFirst(2))
        }
    }

    /// After a clean stop, the rows of rooms that started can be anything at all and a store still opens and finds
    /// its waiting rooms: so neither their records nor the log the saved index covers were read.
    @Test func aStartReadsNeitherTheStartedRoomsNorTheLogTheSavedIndexCovers() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        let startedRooms = (0..<40).map(Self.room)
        let waitingRooms = (40..<45).map(Self.room)
        for room in startedRooms { try store.append(Self.started, to: room, firstSequence: 1) }
        for room in waitingRooms { try store.append(Self.waiting, to: room, firstSequence: 1) }
        try store.settle()
        let copy = try S.copy(path, to: directory.appendingPathComponent("copy"))
        try DatabaseQueue(path: copy).write { db in
            try db.execute(
                sql:
                    "UPDATE recordLog SET room = 'not a room', body = 'not a record' WHERE room IN (\(startedRooms.map { "'\($0.text)'" }.joined(separator: ",")))"
            )
        }

        let reopened = try SQLiteRoomStore(path: copy, games: TestGames.all)

        expectNoDifference(
            try reopened.waitingRooms(), Dictionary(uniqueKeysWithValues: waitingRooms.map { ($0, Self.waiting) }))
        expectNoDifference(try reopened.roomIDs(), (startedRooms + waitingRooms).sorted())
        // NB: the damage is real: reading a started room now finds nothing of it.
        expectNoDifference(try reopened.records(of: startedRooms[0]), [])
    }

    /// A server that is killed never settles: the index is saved every `indexSaveInterval` rows as well, so what a
    /// start reads from the log stays bounded.
    @Test func theIndexIsSavedAsTheLogGrowsWithoutAStop() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        let moves = (0..<64).map { number in
            RoomRecord.spectatorsChanged(count: number)
        }
        func covered() throws -> Int64 {
            try DatabaseQueue(path: try S.copy(path, to: directory.appendingPathComponent(UUID().uuidString))).read {
                try Int64.fetchOne($0, sql: "SELECT coveredRow FROM roomIndexMark") ?? -1
            }
        }
        try store.append(Self.waiting, to: Self.room(0), firstSequence: 1)
        var sequence = Self.waiting.count + 1
        #expect(try covered() == 0)
        while sequence < 20_000 {
            try store.append(moves, to: Self.room(0), firstSequence: sequence)
            sequence += moves.count
        }
        #expect(try covered() >= 16_384)
        let reopened = try SQLiteRoomStore(
            path: try S.copy(path, to: directory.appendingPathComponent("last")), games: TestGames.all)
        #expect(try reopened.waitingRooms()[Self.room(0)]?.count == sequence - 1)
    }

    @Test func aRemovedRoomLeavesTheSavedIndex() throws {
        let directory = try S.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        try store.append(Self.waiting, to: Self.room(1), firstSequence: 1)
        try store.append(Self.waiting, to: Self.room(2), firstSequence: 1)
        try store.settle()
        try store.remove(Self.room(1))
        let reopened = try SQLiteRoomStore(
            path: try S.copy(path, to: directory.appendingPathComponent("copy")), games: TestGames.all)
        expectNoDifference(try reopened.roomIDs(), [Self.room(2)])
        expectNoDifference(try reopened.waitingRooms(), [Self.room(2): Self.waiting])
        try reopened.append(Self.waiting, to: Self.room(1), firstSequence: 1)
    }
}
