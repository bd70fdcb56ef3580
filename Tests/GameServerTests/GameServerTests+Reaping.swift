import Foundation
import GameCore
import GameServer
import Persistence
import ServerCore
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

extension GameServerTests {
    static let expired: @Sendable (ServerMessage) -> Bool = { message in
        if case .event(.roomClosed(.expired), _) = message { return true }
        return false
    }

    @Test func aWaitingCreatorAndItsSpectatorAreToldTheRoomExpiredAndMayGoElsewhere() async throws {
        let database = try TestServer.temporaryDatabase()
        var server = try await TestServer.start(database: database) { $0.staleRoomMilliseconds = 300 }
        let alice = try await Peer.greeted(port: server.port)
        let carol = try await Peer.greeted(port: server.port)
        let started = ContinuousClock.now
        let (id, _, created) = try await alice.createRoom(as: "Alice")
        carol.send(.watch(gameID: id))
        guard case .snapshot = try await carol.next() else { throw Unexpected("no snapshot") }
        let closing = ServerMessage.event(event: .roomClosed(reason: .expired), sequence: created.sequence + 2)
        #expect(try await alice.until(Self.expired).last == closing)
        #expect(try await carol.until(Self.expired).last == closing)
        let waited = ContinuousClock.now - started
        #expect(waited >= .milliseconds(300) && waited < .milliseconds(2_500), "\(waited)")
        let (other, _, _) = try await alice.createRoom(as: "Alice")
        #expect(other != id)
        carol.send(.watch(gameID: other))
        guard case .snapshot = try await carol.next() else { throw Unexpected("no snapshot") }
        for peer in [alice, carol] { peer.close() }
        try await server.stop()
        server = try await TestServer.start(database: database)
        let dave = try await Peer.greeted(port: server.port)
        dave.send(.watch(gameID: id))
        #expect(try await dave.nextError() == .unknownRoom(id, inReplyTo: .watch))
        dave.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// A create reaps the rooms nobody joined once the earliest of them is stale, each as soon as it is, a joined
    /// room never, and a room restored from the store likewise; before that it reaps nothing (no timer runs here:
    /// the clock is moved by hand and only creates reap).
    @Test func aCreateReapsEachRoomNobodyJoinedOnceItIsStale() async throws {
        let database = try TestServer.temporaryDatabase()
        let clock = ManualClock()
        let policy = RoomPolicy(staleAfterMilliseconds: 1_000)
        var server = try await ManagedServer.start(
            store: try SQLiteRoomStore(path: database, games: TestGames.all), policy: policy, clock: clock.now)
        var peers: [Peer] = []
        func create(_ name: String) async throws -> (peer: Peer, id: GameID, sequence: Int) {
            let peer = try await Peer.greeted(port: server.port)
            peers.append(peer)
            let (id, _, created) = try await peer.createRoom(as: name)
            return (peer, id, created.sequence)
        }
        func inMemory(_ ids: [GameID]) async -> [Bool] {
            var found: [Bool] = []
            for id in ids { found.append(await server.manager.room(id) != nil) }
            return found
        }
        let alice = try await create("Alice")
        clock.advance(by: 600)
        let bob = try await create("Bob")
        let joined = try await create("Carol")
        let dave = try await Peer.greeted(port: server.port)
        peers.append(dave)
        _ = try await dave.join(joined.id, as: "Dave")
        clock.advance(by: 399)
        _ = try await create("Erin")
        #expect(await inMemory([alice.id, bob.id, joined.id]) == [true, true, true])
        clock.advance(by: 1)
        let frank = try await create("Frank")
        #expect(await inMemory([alice.id, bob.id, joined.id]) == [false, true, true])
        let closing = ServerMessage.event(event: .roomClosed(reason: .expired), sequence: alice.sequence + 1)
        #expect(try await alice.peer.until(Self.expired).last == closing)
        clock.advance(by: 599)
        _ = try await create("Grace")
        #expect(await inMemory([bob.id, joined.id]) == [true, true])
        clock.advance(by: 1)
        _ = try await create("Heidi")
        #expect(await inMemory([bob.id, joined.id, frank.id]) == [false, true, true])
        _ = try await bob.peer.until(Self.expired)
        for peer in peers { peer.close() }
        try await server.stop()
        clock.advance(by: 10_000)
        server = try await ManagedServer.start(
            store: try SQLiteRoomStore(path: database, games: TestGames.all), policy: policy, clock: clock.now)
        // NB: only the room still waiting for players is read at start; the joined one comes back when someone does.
        #expect(await inMemory([frank.id, joined.id]) == [true, false])
        _ = try await create("Ivan")
        #expect(await inMemory([frank.id, joined.id]) == [false, false])
        for peer in peers { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aJoinedRoomIsNeverReaped() async throws {
        let room = try await Room.open { $0.staleRoomMilliseconds = 300 }
        room.bob.send(.leave)
        try await Task.sleep(for: .milliseconds(2_500))
        let carol = try await Peer.greeted(port: room.server.port)
        carol.send(.watch(gameID: room.id))
        guard case .snapshot(let snapshot) = try await carol.next() else { throw Unexpected("no snapshot") }
        #expect(snapshot.phase == .playing)
        try room.alice.move(2, seen: snapshot.sequence)
        _ = try await room.alice.until(Self.accepted("add2"))
        let frames = await room.alice.drain() + room.bob.drain() + carol.drain()
        #expect(!frames.contains { $0.contains("roomClosed") })
        carol.close()
        try await room.close()
    }
}
