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

@Suite struct RoomStoreTests {
    static let room = try! GameID("ABCDEFGH")
    static let other = try! GameID("ZZZZ2222")
    static let at = Moment(milliseconds: 1_000)
    static let secrets: [SeatSecret] = {
        var random = SplitMix64(seed: 5)
        return [SeatSecret.random(using: &random), SeatSecret.random(using: &random)]
    }()
    /// A press race of two: a room's records as the store sees them, whatever the game.
    static let setup = GameSetup(PressRace.self, PressRace.Options(seats: 2))
    static let records: [RoomRecord] = [
        .created(setup: setup, at: at, origin: .hosted),
        .seatTaken(seat: Seat(0), name: try! PlayerName("Alice"), secretHash: SecretHash(of: secrets[0]), at: at),
        .seatTaken(seat: Seat(1), name: try! PlayerName("Bob"), secretHash: SecretHash(of: secrets[1]), at: at),
        .roundStarted(round: 1, starter: Seat(0), seed: 42, at: at),
        .moved(seat: Seat(0), move: AnyMove(PressRace.self, .press), clientMoveID: try! ClientMoveID("m1"), at: at),
        .aborted(round: 1, seat: Seat(1)),
        .rematchRequested(seat: Seat(0)),
        .playerDisconnected(seat: Seat(1), at: at),
        .playerReconnected(seat: Seat(1)),
        .playerLeft(seat: Seat(0), at: at),
        .spectatorsChanged(count: 3),
        .roundEnded(round: 1, outcome: .draw),
        .victoryClaimed(round: 2, seat: Seat(1), outcome: .won(by: [Seat(1)])),
        .roomClosed(reason: .expired),
    ]
    static let matched = RoomRecord.created(setup: setup, at: at, origin: .quickMatch)

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("parlor-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    enum Kind: CaseIterable { case memory, sqlite }

    static func withStore(_ kind: Kind, _ body: (any RoomStore, () throws -> any RoomStore) throws -> Void) throws {
        switch kind {
        case .memory:
            let store = MemoryRoomStore()
            try body(store, { store })
        case .sqlite:
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("server.sqlite").path
            var copies = 0
            try body(try SQLiteRoomStore(path: path, games: TestGames.all)) {
                copies += 1
                return try SQLiteRoomStore(
                    path: try copy(path, to: directory.appendingPathComponent("copy\(copies)")), games: TestGames.all)
            }
        }
    }

    /// Copies the database at `path` (and its write-ahead log) into `folder`, returning the copy's path.
    ///
    /// NB: a store opened on the same file would share the open store's index (StoreRegistry); one opened on a copy
    /// rebuilds everything from what the file holds, as a restarted server does.
    static func copy(_ path: String, to folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("server.sqlite").path
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: path + suffix) {
            try FileManager.default.copyItem(atPath: path + suffix, toPath: copy + suffix)
        }
        return copy
    }

    @Test(arguments: Kind.allCases)
    func recordsRoundTripInOrder(kind: Kind) throws {
        try Self.withStore(kind) { store, reopen in
            try store.append(Array(Self.records.prefix(3)), to: Self.room, firstSequence: 1)
            try store.append(Array(Self.records.dropFirst(3)), to: Self.room, firstSequence: 4)
            try store.append([Self.matched], to: Self.other, firstSequence: 1)
            let reopened = try reopen()
            expectNoDifference(try reopened.loadAll(), [Self.room: Self.records, Self.other: [Self.matched]])
            expectNoDifference(try reopened.roomIDs(), [Self.room, Self.other])
            expectNoDifference(try reopened.records(of: Self.room), Self.records)
            expectNoDifference(try reopened.records(of: Self.other), [Self.matched])
            expectNoDifference(try reopened.records(of: try GameID("QQQQ3333")), [])
        }
    }

    @Test(arguments: Kind.allCases)
    func anAppendOverATakenSequenceStoresNothing(kind: Kind) throws {
        try Self.withStore(kind) { store, reopen in
            try store.append(Array(Self.records.prefix(3)), to: Self.room, firstSequence: 1)
            #expect(throws: RoomStoreError.self) {
                try store.append(Array(Self.records.dropFirst(3)), to: Self.room, firstSequence: 3)
            }
            expectNoDifference(try reopen().loadAll(), [Self.room: Array(Self.records.prefix(3))])
        }
    }

    @Test(arguments: Kind.allCases)
    func anAppendLeavingAGapStoresNothing(kind: Kind) throws {
        try Self.withStore(kind) { store, reopen in
            try store.append(Array(Self.records.prefix(3)), to: Self.room, firstSequence: 1)
            #expect(throws: RoomStoreError.sequenceTaken(Self.room, 3)) {
                try store.append([Self.records[4]], to: Self.room, firstSequence: 5)
            }
            #expect(throws: RoomStoreError.self) {
                try store.append([RoomAppend(room: Self.other, firstSequence: 2, records: [Self.matched])])
            }
            try store.append([Self.records[3]], to: Self.room, firstSequence: 4)
            expectNoDifference(try reopen().loadAll(), [Self.room: Array(Self.records.prefix(4))])
        }
    }

    @Test func anAppendThatFailsHalfwayStoresNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let store = try SQLiteRoomStore(path: path, games: TestGames.all)
        try store.append(Array(Self.records.prefix(3)), to: Self.room, firstSequence: 1)
        // NB: a trigger refuses the second of two inserts after the first succeeded; the first must be rolled
        // back, and the store must not count it as taken.
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER refuseFive BEFORE INSERT ON recordLog WHEN NEW.sequence = 5
                    BEGIN SELECT RAISE(ABORT, 'refused'); END
                    """)
        }
        #expect(throws: (any Error).self) {
            try store.append(Array(Self.records[3...4]), to: Self.room, firstSequence: 4)
        }
        try store.append([Self.records[3]], to: Self.room, firstSequence: 4)
        try store.append([Self.records[5]], to: Self.other, firstSequence: 1)
        let reopened = try SQLiteRoomStore(
            path: try Self.copy(path, to: directory.appendingPathComponent("copy")), games: TestGames.all)
        expectNoDifference(
            try reopened.loadAll(), [Self.room: Array(Self.records.prefix(4)), Self.other: [Self.records[5]]])
    }

    /// Rooms whose records arrive interleaved, as a busy server's moves do, each read back whole and in order, also
    /// once one of them is removed.
    @Test(arguments: Kind.allCases)
    func interleavedRoomsReadBackEachInOrder(kind: Kind) throws {
        try Self.withStore(kind) { store, reopen in
            let rooms = try RoomStoreCheckpointTests.rooms(5)
            for (sequence, record) in Self.records.enumerated() {
                for room in rooms { try store.append([record], to: room, firstSequence: sequence + 1) }
            }
            try store.remove(rooms[2])
            let kept = rooms.filter { $0 != rooms[2] }
            try store.append([Self.matched], to: rooms[4], firstSequence: Self.records.count + 1)
            for reader in [store, try reopen()] {
                expectNoDifference(try reader.roomIDs(), kept.sorted())
                expectNoDifference(try reader.records(of: rooms[2]), [])
                for room in kept.dropLast() { expectNoDifference(try reader.records(of: room), Self.records) }
                expectNoDifference(try reader.records(of: rooms[4]), Self.records + [Self.matched])
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func removedRoomsAreGone(kind: Kind) throws {
        try Self.withStore(kind) { store, reopen in
            try store.append([Self.records[0]], to: Self.room, firstSequence: 1)
            try store.append([Self.records[0]], to: Self.other, firstSequence: 1)
            try store.remove(Self.room)
            expectNoDifference(try reopen().roomIDs(), [Self.other])
        }
    }

    // NB: the press race deals its secret lucky numbers from the round's seed and keeps when the race opened, so a
    // restored room equals the played one only if the seed, the moves and their times were all stored.
    @Test func aRoomIsStoredAsJSONAndReplaysFromItsSeedAndMoves() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let seed: UInt64 = 9_876_543_210_123
        let options = PressRace.Options(seats: 2, countdownMilliseconds: 1_500)
        var records: [RoomRecord] = [
            .created(setup: GameSetup(PressRace.self, options), at: Self.at, origin: .hosted),
            .seatTaken(
                seat: Seat(0), name: try PlayerName("Ann"), secretHash: SecretHash(of: Self.secrets[0]), at: Self.at),
            .roundStarted(round: 1, starter: Seat(0), seed: RoundSeed(seed), at: Self.at),
            .timedMove(seat: Seat(0), move: AnyMove(PressRace.self, .go), at: Moment(milliseconds: 2_500)),
        ]
        var game = PressRace.newRound(of: options, starter: Seat(0), seed: seed)
        try game.apply(.go, by: Seat(0), at: GameTime(milliseconds: 1_500))
        records.append(
            .moved(
                seat: Seat(0), move: AnyMove(PressRace.self, .press), clientMoveID: try ClientMoveID("m1"),
                at: Moment(milliseconds: 4_000)))
        try game.apply(.press, by: Seat(0), at: GameTime(milliseconds: 3_000))
        try SQLiteRoomStore(path: path, games: TestGames.all).append(records, to: Self.room, firstSequence: 1)

        let stored = try SQLiteRoomStore(path: path, games: TestGames.all).records(of: Self.room)
        expectNoDifference(stored, records)
        let room = try Room(id: Self.room, records: stored, restoredAt: Moment(milliseconds: 9_000))
        expectNoDifference(room.game, AnyGame(game))
        var bytes = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            bytes += try Data(contentsOf: directory.appendingPathComponent(name))
        }
        #expect(bytes.range(of: Data(#""seed":\#(seed)"#.utf8)) != nil, "the seed is kept on the server")
    }

    @Test func theFileHoldsSecretHashesNeverSecrets() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("server.sqlite").path
        let secret = Self.secrets[0]
        do {
            let store = try SQLiteRoomStore(path: path, games: TestGames.all)
            try store.append(Array(Self.records.prefix(2)), to: Self.room, firstSequence: 1)
        }
        var bytes = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            bytes += try Data(contentsOf: directory.appendingPathComponent(name))
        }
        #expect(bytes.range(of: Data(secret.revealedText.utf8)) == nil)
        #expect(bytes.range(of: Data(secret.rawBytes)) == nil)
        #expect(bytes.range(of: Data(SecretHash(of: secret).hex.utf8)) != nil)
    }
}
