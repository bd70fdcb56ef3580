import GameCore
import ServerTestSupport
import Testing
import WireProtocol

@testable import GameServer

extension GameServerTests {
    /// Through a real server: with more spectators than `ConnectionSink.flushGroup` (so the update's writes are
    /// flushed in several groups), the mover still gets its acknowledgement before the move's event, and every
    /// player and spectator gets that event once, with the same sequence number.
    @Test func aMoveReachesEverySpectatorAcrossFlushGroups() async throws {
        let room = try await Room.open()
        var spectators: [Peer] = []
        for _ in 0..<(3 * ConnectionSink.flushGroup + 1) {
            let peer = try await Peer.greeted(port: room.server.port)
            peer.send(.watch(gameID: room.id))
            guard case .snapshot = try await peer.next() else { throw Unexpected("no snapshot") }
            spectators.append(peer)
        }
        let total = spectators.count
        // NB: the spectators' arrivals are announced (stored records) before the move, so it is seen after them.
        let arrivals = try await room.alice.until(within: 5) { message in
            if case .event(.spectatorsChanged(let count), _) = message { return count == total }
            return false
        }
        guard case .event(_, let seen)? = arrivals.last else { throw Unexpected("no spectator count") }
        try room.alice.move(2, seen: seen)
        let moved: @Sendable (ServerMessage) -> Bool = { message in
            if case .event(.moved, _) = message { return true }
            return false
        }
        let aliceHeard = try await room.alice.until(within: 5, moved)
        #expect(aliceHeard.count == 2)
        guard case .moveAccepted(_, let sequence) = aliceHeard.first else { throw Unexpected("no acknowledgement") }
        #expect(sequence == seen + 1)
        for peer in [room.bob] + spectators {
            let heard = try await peer.until(within: 5, moved)
            guard case .event(.moved(Seat(0), _, _), let number)? = heard.last else { throw Unexpected("no move") }
            #expect(number == sequence)
        }
        for peer in spectators { peer.close() }
        try await room.close()
    }
}
