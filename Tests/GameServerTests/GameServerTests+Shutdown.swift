import GameServer
import NIOWebSocket
import Testing
import WireProtocol

extension GameServerTests {
    @Test func aGracefulShutdownClosesEveryConnectionWith1001() async throws {
        let room = try await Room.open()
        let carol = try await Peer.greeted(port: room.server.port)
        carol.send(.watch(gameID: room.id))
        guard case .snapshot = try await carol.next() else { throw Unexpected("no snapshot") }
        let clock = ContinuousClock()
        let started = clock.now
        try await room.server.stopGracefully()
        let took = clock.now - started
        for peer in [room.alice, room.bob, carol] {
            #expect(try await peer.closeCode() == .goingAway)
        }
        #expect(took < .seconds(3), "\(took)")
        try await room.close()
    }
}
