import GameCore
import GameServer
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    /// Through a real server: the first spectator is announced at once, spectators who follow within a second are
    /// announced together, and every player and spectator ends at the same count, which also fits the snapshot a
    /// later watcher gets.
    @Test func spectatorsArrivingTogetherAreAnnouncedOnceTheSecondIsOver() async throws {
        let room = try await Room.open()
        let watchers = [try await Peer.greeted(port: room.server.port)]
        watchers[0].send(.watch(gameID: room.id))
        guard case .snapshot(let first) = try await watchers[0].next() else { throw Unexpected("no snapshot") }
        #expect(first.spectators == 1)
        let one: @Sendable (ServerMessage) -> Bool = { message in
            if case .event(.spectatorsChanged(1), _) = message { return true }
            return false
        }
        _ = try await room.alice.until(one)
        var others: [Peer] = []
        for _ in 0..<3 {
            let peer = try await Peer.greeted(port: room.server.port)
            peer.send(.watch(gameID: room.id))
            guard case .snapshot = try await peer.next() else { throw Unexpected("no snapshot") }
            others.append(peer)
        }
        let four: @Sendable (ServerMessage) -> Bool = { message in
            if case .event(.spectatorsChanged(4), _) = message { return true }
            return false
        }
        let seen = try await room.alice.until(within: 3, four)
        guard case .event(.spectatorsChanged(let count), let sequence) = seen.last else {
            throw Unexpected("no spectator count")
        }
        #expect(count == 4)
        // NB: three arrivals in a second are one announcement; on a slow machine they may straddle two seconds.
        let between = seen.dropLast().filter { if case .event(.spectatorsChanged, _) = $0 { true } else { false } }
        #expect(between.count <= 1)
        #expect(sequence == first.sequence + 1 + between.count)
        for peer in [room.bob, watchers[0]] + others {
            let heard = try await peer.until(within: 3, four)
            #expect(heard.last == seen.last)
        }
        for peer in watchers + others { peer.close() }
        try await room.close()
    }
}
