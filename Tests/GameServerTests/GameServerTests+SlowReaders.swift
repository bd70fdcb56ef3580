import GameCore
import GameServer
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    /// A raw-socket client that has said hello and got its welcome.
    static func greetedRawSocket(port: Int, receiveBufferBytes: Int32? = nil, segmentBytes: Int32? = nil)
        async throws -> RawSocket
    {
        let socket = try RawSocket(port: port, receiveBufferBytes: receiveBufferBytes, segmentBytes: segmentBytes)
        try await socket.upgrade(port: port)
        try socket.sendText(
            WireCoder.encode(ClientMessage.hello(protocolVersion: .current, client: "raw", clientVersion: "1")))
        let welcome = try await socket.nextFrame()
        guard let welcome, welcome.text.contains(#""type":"welcome""#) else {
            throw Unexpected("no welcome: \(welcome.map(\.text) ?? "closed")")
        }
        return socket
    }

    /// Follows a room's sequence and whether the spectator count fell back to zero, from what the players get.
    struct Watch {
        var latest = 0
        var spectatorGone = false

        mutating func note(_ messages: [ServerMessage]) {
            for message in messages {
                switch message {
                case .event(.spectatorsChanged(0), let number):
                    spectatorGone = true
                    latest = max(latest, number)
                case .event(_, let number), .moveAccepted(_, let number):
                    latest = max(latest, number)
                default:
                    break
                }
            }
        }
    }

    @Test func aSpectatorThatStopsReadingIsDroppedWhileThePlayersPlayOn() async throws {
        let room = try await Room.open {
            $0.outboundQueueLimit = 8
            // NB: the rate limit is not under test; about seventy-five rounds are needed to fill the buffers.
            $0.playerMessageLimit = 10_000
        }
        let spectator = try await Self.greetedRawSocket(
            port: room.server.port, receiveBufferBytes: 1_024, segmentBytes: 536)
        try spectator.sendText(WireCoder.encode(ClientMessage.watch(gameID: room.id)))
        var watch = Watch(latest: 4)
        watch.note(
            try await room.alice.until { if case .event(.spectatorsChanged(1), _) = $0 { true } else { false } })
        watch.note(try await room.bob.events(through: watch.latest))
        let players = [room.alice, room.bob]
        let clock = ContinuousClock()
        var slowest = Duration.zero
        var round = 1
        while !watch.spectatorGone && round <= 300 {
            let starter = (round - 1) % 2
            for (index, amount) in [1, 1, 2, 3, 3].enumerated() {
                let mover = players[(starter + index) % 2]
                let other = players[(starter + index + 1) % 2]
                let id = "r\(round)-\(index)"
                let sent = clock.now
                try mover.move(amount, id: id, seen: watch.latest)
                watch.note(try await mover.until(Self.accepted(id)))
                slowest = max(slowest, clock.now - sent)
                watch.note(try await other.events(through: watch.latest))
            }
            watch.note(try await players[0].events(through: watch.latest + 1))
            watch.note(try await players[1].events(through: watch.latest))
            round += 1
            for player in players { player.send(.offerRematch) }
            let next = round
            let started: @Sendable (ServerMessage) -> Bool = { message in
                if case .event(.roundStarted(next, _, _), _) = message { return true }
                return false
            }
            for player in players { watch.note(try await player.until(started)) }
        }
        #expect(watch.spectatorGone, "still watching after \(round - 1) rounds")
        #expect(slowest < .seconds(1), "a move waited \(slowest) for its acknowledgement")
        // NB: the server's end must close while the spectator still reads nothing: reading would let a closing
        // handshake through and hide a connection stuck on a peer that never reads.
        var state = try spectator.serverSideState(serverPort: room.server.port)
        for _ in 0..<50 where state == "01" {
            try await Task.sleep(for: .milliseconds(100))
            state = try spectator.serverSideState(serverPort: room.server.port)
        }
        #expect(state != "01", "the server still holds the connection open")
        #expect(try await spectator.closedByServer(within: 5))
        spectator.close()
        try await room.close()
    }
}
