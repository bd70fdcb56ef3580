import GameServer
import Hummingbird
import Logging
import Persistence
import ServerCore
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    /// Reading a history happens beside the rooms, not in their way: a move made while another client's history
    /// is being read is answered at once (it waited for the whole read when the read ran on the rooms' loop).
    @Test func aSlowHistoryReadHoldsUpNoMove() async throws {
        let server = try await ManagedServer.start(store: SlowHistoryStore(base: MemoryRoomStore(), delay: 2))
        let port = server.port
        let alice = try await Peer.greeted(port: port)
        let bob = try await Peer.greeted(port: port)
        let reader = try await Peer.greeted(port: port)
        let (id, _, _) = try await alice.createRoom(as: "Alice")
        _ = try await bob.join(id, as: "Bob")
        _ = try await alice.events(through: 4)

        reader.send(.history(gameIDs: [id]))
        // NB: the request must reach the server before the move does, or the move is answered first either way.
        try await Task.sleep(for: .milliseconds(100))
        try alice.move(2, id: "during", seen: 4)
        _ = try await alice.until(within: 10, Self.accepted("during"))
        let moved = ContinuousClock.now
        #expect(try await reader.next(within: 10) == .history(games: []))
        let answered = ContinuousClock.now
        #expect(answered - moved > .milliseconds(500), "the move was answered only when the history was")

        for peer in [alice, bob, reader] { peer.close() }
        try await server.stop()
    }
}
