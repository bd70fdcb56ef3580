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

/// A server's start reads only the rooms waiting for players; a room that started is read when someone comes back
/// to it, so the start does not grow with the games ever played (decision 70).
extension GameServerTests {
    @Test func aStartReadsOnlyTheRoomsWaitingForPlayers() async throws {
        let room = try await IdleRoom.open()
        let carol = try await Peer.greeted(port: room.server.port)
        let (waiting, _, _) = try await carol.createRoom(as: "Carol")
        carol.close()
        try await room.server.stop()

        let store = ReadRecordingStore(base: try SQLiteRoomStore(path: room.database, games: TestGames.all))
        let server = try await ManagedServer.start(
            store: store, policy: GameServerTests.idlePolicy, clock: room.clock.now)

        #expect(await server.manager.roomCount == 1)
        #expect(await server.manager.room(waiting) != nil)
        #expect(store.roomsRead.withLock { $0 } == [waiting])
        #expect(store.wholeReads.withLock { $0 } == 0)
        let alice = try await Peer.greeted(port: server.port)
        let (seat, _, snapshot) = try await alice.join(room.id, as: "Alice", secret: room.aliceSecret)
        #expect(seat == Seat(0))
        #expect(snapshot.view == AnyView(CountToTen.self, try CountToTen(adding: [2])))
        #expect(store.roomsRead.withLock { $0 }.contains(room.id))
        alice.close()
        try await server.stop()
        TestServer.removeDatabase(room.database)
    }
}
