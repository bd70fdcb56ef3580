import Foundation
import GameCatalog
import GameCore
import GameServer
import Persistence
import ServerCore
import ServerTestSupport
import Synchronization
import TestGames
import Testing
import WireProtocol

/// A started room with nobody in it is let go from memory after the policy's idle time and read back from the
/// store when someone joins or watches it again, exactly as it was.
extension GameServerTests {
    static let idlePolicy = RoomPolicy(unloadAfterMilliseconds: 60_000)

    /// A started room whose players both left, with their seats kept, on a server over a real SQLite file.
    struct IdleRoom {
        let database: String
        let clock: ManualClock
        let server: ManagedServer
        let id: GameID
        let aliceSecret: SeatSecret
        let bobSecret: SeatSecret
        /// The room as it stood once both had gone.
        let left: ServerCore.Room

        static func open(random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()) async throws
            -> IdleRoom
        {
            let database = try TestServer.temporaryDatabase()
            let clock = ManualClock()
            let server = try await ManagedServer.start(
                store: try SQLiteRoomStore(path: database, games: TestGames.all), policy: GameServerTests.idlePolicy,
                random: random,
                clock: clock.now)
            let alice = try await Peer.greeted(port: server.port)
            let bob = try await Peer.greeted(port: server.port)
            let (id, aliceSecret, _) = try await alice.createRoom(as: "Alice")
            let (_, bobSecret, _) = try await bob.join(id, as: "Bob")
            _ = try await alice.events(through: 4)
            try alice.move(2, seen: 4)
            _ = try await alice.until(GameServerTests.accepted("add2"))
            alice.close()
            bob.close()
            let left = try await Self.unattended(id, on: server.manager)
            return IdleRoom(
                database: database, clock: clock, server: server, id: id, aliceSecret: aliceSecret,
                bobSecret: bobSecret, left: left)
        }

        /// Room `id` once nobody is in it (connections close asynchronously), waiting at most 5 s.
        static func unattended(_ id: GameID, on manager: RoomManager) async throws -> ServerCore.Room {
            try await withTimeout(seconds: 5) {
                while true {
                    if let room = await manager.room(id), room.isUnattended { return room }
                    try await Task.sleep(for: .milliseconds(10))
                }
            }
        }

        /// Lets the idle time pass and the manager make its pass.
        func letGo() async {
            await server.manager.unloadIdleRooms()
            clock.advance(by: GameServerTests.idlePolicy.unloadAfterMilliseconds)
            await server.manager.unloadIdleRooms()
        }

        func close(_ peers: [Peer]) async throws {
            for peer in peers { peer.close() }
            try await server.stop()
            TestServer.removeDatabase(database)
        }
    }

    /// The parts of a room that its records make and a player's return does not change, which reading it back
    /// must restore.
    static func recorded(_ room: ServerCore.Room) -> [String] {
        ["\(room.round)", "\(room.game)", "\(room.score)", "\(room.seats)", "\(room.acknowledged)"]
    }

    @Test func aStartedRoomNobodyIsInIsLetGoOnlyAfterTheIdleTime() async throws {
        let room = try await IdleRoom.open()
        let manager = room.server.manager
        await manager.unloadIdleRooms()
        room.clock.advance(by: Self.idlePolicy.unloadAfterMilliseconds - 1)
        await manager.unloadIdleRooms()
        #expect(await manager.roomCount == 1)
        room.clock.advance(by: 1)
        await manager.unloadIdleRooms()
        #expect(await manager.roomCount == 0)
        try await room.close([])
    }

    @Test func aPlayerWhoComesBackToALetGoRoomFindsItAsItWas() async throws {
        let room = try await IdleRoom.open()
        await room.letGo()
        #expect(await room.server.manager.roomCount == 0)

        let bob = try await Peer.greeted(port: room.server.port)
        let (seat, _, snapshot) = try await bob.join(room.id, as: "Bob", secret: room.bobSecret)
        #expect(seat == Seat(1))
        #expect(snapshot.sequence > room.left.sequence)
        let restored = try #require(await room.server.manager.room(room.id))
        #expect(Self.recorded(restored) == Self.recorded(room.left))
        // NB: Alice's 2 came back, so it is Bob's turn at 2; and the rules still refuse what they refused.
        #expect(snapshot.view == AnyView(CountToTen.self, try CountToTen(adding: [2])))
        try bob.move(4, seen: snapshot.sequence)
        #expect(try await bob.nextError().code == .illegalMove)
        try bob.move(1, seen: snapshot.sequence)
        _ = try await bob.until(Self.accepted("add1"))
        try await room.close([bob])
    }

    @Test func watchersArrivingTogetherAtALetGoRoomShareOneReadBack() async throws {
        let room = try await IdleRoom.open()
        await room.letGo()
        let watchers = [
            try await Peer.greeted(port: room.server.port), try await Peer.greeted(port: room.server.port),
            try await Peer.greeted(port: room.server.port),
        ]
        for watcher in watchers { watcher.send(.watch(gameID: room.id)) }
        var sequences: [Int] = []
        for watcher in watchers {
            guard case .snapshot(let snapshot) = try await watcher.next() else { throw Unexpected("no snapshot") }
            sequences.append(snapshot.sequence)
        }
        #expect(Set(sequences).count == 1)
        #expect(await room.server.manager.roomCount == 1)
        let bob = try await Peer.greeted(port: room.server.port)
        let (_, _, snapshot) = try await bob.join(room.id, as: "Bob", secret: room.bobSecret)
        try bob.move(1, seen: snapshot.sequence)
        let accepted = try await bob.until(Self.accepted("add1"))
        guard case .moveAccepted(_, let sequence) = accepted.last else { throw Unexpected("no acceptance") }
        for watcher in watchers { _ = try await watcher.events(through: sequence) }
        try await room.close(watchers + [bob])
    }

    @Test func aRoomSomeoneIsInOrThatNeverStartedStaysInMemory() async throws {
        let database = try TestServer.temporaryDatabase()
        let clock = ManualClock()
        let server = try await ManagedServer.start(
            store: try SQLiteRoomStore(path: database, games: TestGames.all), policy: Self.idlePolicy, clock: clock.now)
        let host = try await Peer.greeted(port: server.port)
        let (waiting, _, _) = try await host.createRoom(as: "Host")
        host.close()
        _ = try await IdleRoom.unattended(waiting, on: server.manager)
        let alice = try await Peer.greeted(port: server.port)
        let bob = try await Peer.greeted(port: server.port)
        let (playing, _, _) = try await alice.createRoom(as: "Alice")
        _ = try await bob.join(playing, as: "Bob")
        bob.close()
        await server.manager.unloadIdleRooms()
        clock.advance(by: Self.idlePolicy.unloadAfterMilliseconds * 2)
        await server.manager.unloadIdleRooms()
        #expect(await server.manager.room(waiting) != nil, "a room nobody joined waits to be reaped as stale")
        #expect(await server.manager.room(playing) != nil, "Alice is still in it")
        alice.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anIDNoRoomEverHadIsStillUnknown() async throws {
        let room = try await IdleRoom.open()
        await room.letGo()
        let stranger = try await Peer.greeted(port: room.server.port)
        let unknown = try GameID("ZZZZZZZZ")
        stranger.send(.watch(gameID: unknown))
        #expect(try await stranger.nextError() == .unknownRoom(unknown, inReplyTo: .watch))
        stranger.send(.join(gameID: unknown, name: try PlayerName("Sam"), seatSecret: nil))
        #expect(try await stranger.nextError() == .unknownRoom(unknown, inReplyTo: .join))
        #expect(await room.server.manager.roomCount == 0)
        try await room.close([stranger])
    }

    @Test func aNewRoomNeverTakesTheIDOfARoomLetGo() async throws {
        let random = RewindableRandom(seed: 42)
        let room = try await IdleRoom.open(random: random)
        await room.letGo()
        random.rewind()
        let carol = try await Peer.greeted(port: room.server.port)
        let (other, _, _) = try await carol.createRoom(as: "Carol")
        #expect(other != room.id)
        let alice = try await Peer.greeted(port: room.server.port)
        let (seat, _, _) = try await alice.join(room.id, as: "Alice", secret: room.aliceSecret)
        #expect(seat == Seat(0))
        try await room.close([carol, alice])
    }

    /// Coming back to a room that was let go never waits behind `history` answers: its read-back has a queue of
    /// its own (12 queued answers of a big room once held a `join` for 27 s).
    @Test func aReadBackDoesNotWaitForHistoryAnswers() async throws {
        let clock = ManualClock()
        let store = SlowHistoryStore(base: MemoryRoomStore(), delay: 1.5, slowRooms: [])
        let server = try await ManagedServer.start(store: store, policy: Self.idlePolicy, clock: clock.now)
        let alice = try await Peer.greeted(port: server.port)
        let bob = try await Peer.greeted(port: server.port)
        let (idle, aliceSecret, _) = try await alice.createRoom(as: "Alice")
        _ = try await bob.join(idle, as: "Bob")
        let carl = try await Peer.greeted(port: server.port)
        let (busy, _, _) = try await carl.createRoom(as: "Carl")
        store.slowRooms.withLock { $0 = [busy] }
        alice.close()
        bob.close()
        _ = try await IdleRoom.unattended(idle, on: server.manager)
        await server.manager.unloadIdleRooms()
        clock.advance(by: Self.idlePolicy.unloadAfterMilliseconds)
        await server.manager.unloadIdleRooms()
        #expect(await server.manager.room(idle) == nil)

        let reader = try await Peer.greeted(port: server.port)
        for _ in 0..<3 { reader.send(.history(gameIDs: [busy])) }
        // NB: the requests must reach the server before the join does, or the join is answered first either way.
        try await Task.sleep(for: .milliseconds(200))
        let back = try await Peer.greeted(port: server.port)
        back.send(.join(gameID: idle, name: try PlayerName("Alice"), seatSecret: aliceSecret))
        guard case .seated = try await back.next(within: 10) else { throw Unexpected("not seated") }
        let seated = ContinuousClock.now
        _ = try await reader.next(within: 10)
        #expect(ContinuousClock.now - seated > .milliseconds(500), "the join waited for a history answer")
        for peer in [carl, reader, back] { peer.close() }
        try await server.stop()
    }
}
