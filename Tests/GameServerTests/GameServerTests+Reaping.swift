import Foundation
import GameCore
import GameServer
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

    @Test func aJoinedRoomIsNeverReaped() async throws {
        let room = try await Room.open { $0.staleRoomMilliseconds = 300 }
        room.bob.send(.leave)
        try await Task.sleep(for: .milliseconds(2_500))
        let carol = try await Peer.greeted(port: room.server.port)
        carol.send(.watch(gameID: room.id))
        guard case .snapshot(let snapshot) = try await carol.next() else { throw Unexpected("no snapshot") }
        #expect(snapshot.phase == .playing)
        try room.alice.move("b2", seen: snapshot.sequence)
        _ = try await room.alice.until(Self.accepted("b2"))
        let frames = await room.alice.drain() + room.bob.drain() + carol.drain()
        #expect(!frames.contains { $0.contains("roomClosed") })
        carol.close()
        try await room.close()
    }
}
