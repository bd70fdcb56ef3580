import GameCore
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    @Test func quickMatchLeavesAHostedRoomToTheFriendAndPairsQuickMatchers() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let (alice, bob, carol, dave) = (
            try await Peer.greeted(port: server.port), try await Peer.greeted(port: server.port),
            try await Peer.greeted(port: server.port), try await Peer.greeted(port: server.port)
        )
        let (hosted, _, _) = try await alice.createRoom(as: "Alice")
        let (matched, carolSeat, waiting) = try await carol.quickMatch(as: "Carol")
        #expect(matched != hosted)
        #expect(carolSeat == Seat(0))
        #expect(waiting.phase == .waitingForPlayers)
        let (paired, daveSeat, started) = try await dave.quickMatch(as: "Dave")
        #expect(paired == matched)
        #expect(daveSeat == Seat(1))
        #expect(started.players.map(\.name.text) == ["Carol", "Dave"])
        let (bobSeat, _, joined) = try await bob.join(hosted, as: "Bob")
        #expect(bobSeat == Seat(1))
        #expect(joined.players.map(\.name.text) == ["Alice", "Bob"])
        for peer in [alice, bob, carol, dave] { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
