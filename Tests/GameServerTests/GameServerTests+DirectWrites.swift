import GameCore
import ServerTestSupport
import TestGames
import Testing
import WireProtocol

@testable import GameServer

extension GameServerTests {
    /// A client that stops reading fills its socket, so the server's writes no longer go straight to the socket but
    /// through NIO, queued; once it reads again every message arrives whole and in order, the pong of a ping sent
    /// while it was full comes back with its payload, and the closing handshake still runs.
    @Test func aReaderThatStopsReadingThenResumesGetsEveryMessageWholeAndInOrder() async throws {
        let database = try TestServer.temporaryDatabase()
        // NB: far more than the socket holds is queued, so the backlog limit is raised: dropping is tested elsewhere.
        let server = try await TestServer.start(database: database) { $0.outboundQueueLimit = 100_000 }
        let socket = try await Self.greetedRawSocket(port: server.port, receiveBufferBytes: 1_024, segmentBytes: 536)
        let count = 3_000
        // NB: long nonces, so the answers (about 290 KB) fill the kernel's buffers on both ends many times over.
        let nonces = (0..<count).map { "n\($0)-" + String(repeating: "x", count: 50) }
        var control: [UInt8] = []
        for (index, nonce) in nonces.enumerated() {
            control += RawSocket.frame(text: WireCoder.encode(ClientMessage.ping(nonce: nonce)))
            if index == count / 2 {
                control += RawSocket.frame(opcode: 0x9, payload: Array("while full".utf8))
            }
            if control.count > 16_384 {
                try socket.write(control)
                control = []
            }
        }
        try socket.write(control)
        var pongs: [String] = []
        var controlPongs: [String] = []
        while pongs.count < count {
            let frame = try #require(try await socket.nextFrame(within: 10), "closed after \(pongs.count) pongs")
            switch frame.opcode {
            case 0xA:
                controlPongs.append(frame.text)
            case 0x1:
                guard
                    case .pong(let nonce) = try WireCoder.decode(
                        ServerMessage.self, from: frame.text, games: TestGames.all)
                else {
                    throw Unexpected("not a pong: \(frame.text)")
                }
                pongs.append(nonce)
            default:
                throw Unexpected("frame \(frame.opcode) after \(pongs.count) pongs")
            }
        }
        #expect(pongs == nonces)
        #expect(controlPongs == ["while full"])
        try socket.write(RawSocket.frame(opcode: 0x8, payload: [0x03, 0xE8]))
        let close = try await socket.nextFrame()
        #expect(close?.closeCode == 1000)
        #expect(try await socket.closedByServer(within: 5))
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// A close the server starts while the socket is full goes out after every message sent before it.
    @Test func aCloseWhileTheSocketIsFullComesAfterEveryMessageBeforeIt() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) {
            $0.outboundQueueLimit = 100_000
            // NB: the close comes two intervals after the connection opened: long enough for every ping below to
            // be read first even on a loaded machine, short enough for a quick test.
            $0.pingIntervalSeconds = 2
        }
        let socket = try await Self.greetedRawSocket(port: server.port, receiveBufferBytes: 1_024, segmentBytes: 536)
        let count = 2_000
        let nonces = (0..<count).map { "c\($0)-" + String(repeating: "y", count: 50) }
        var bytes: [UInt8] = []
        for nonce in nonces {
            bytes += RawSocket.frame(text: WireCoder.encode(ClientMessage.ping(nonce: nonce)))
        }
        try socket.write(bytes)
        // NB: the server's ping goes out behind the answers; it is not answered, so at the next one the server
        // closes with 1001, which must come after every answer.
        var pongs: [String] = []
        var last: RawSocket.Frame?
        while let frame = try await socket.nextFrame(within: 10) {
            if frame.opcode == 0x1,
                case .pong(let nonce) = try WireCoder.decode(ServerMessage.self, from: frame.text, games: TestGames.all)
            {
                pongs.append(nonce)
            }
            last = frame
            if frame.opcode == 0x8 { break }
        }
        #expect(pongs == nonces)
        #expect(last?.closeCode == 1001)
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// Every spectator gets the same bytes for a move, more spectators than one flush group.
    @Test func everySpectatorGetsTheSameBytesForAMove() async throws {
        let room = try await Room.open()
        var spectators: [RawSocket] = []
        for _ in 0..<(2 * ConnectionSink.flushGroup + 1) {
            let socket = try await Self.greetedRawSocket(port: room.server.port)
            try socket.sendText(WireCoder.encode(ClientMessage.watch(gameID: room.id)))
            spectators.append(socket)
        }
        let total = spectators.count
        let arrivals = try await room.alice.until(within: 5) { message in
            if case .event(.spectatorsChanged(let count), _) = message { return count == total }
            return false
        }
        guard case .event(_, let seen)? = arrivals.last else { throw Unexpected("no spectator count") }
        try room.alice.move(2, seen: seen)
        var heard: [[UInt8]] = []
        for socket in spectators {
            while true {
                let frame = try #require(try await socket.nextFrame())
                guard frame.opcode == 0x1,
                    case .event(.moved, _) = try WireCoder.decode(
                        ServerMessage.self, from: frame.text, games: TestGames.all)
                else { continue }
                heard.append(frame.payload)
                break
            }
        }
        let expected = try #require(heard.first)
        #expect(heard == Array(repeating: expected, count: total))
        guard
            case .event(.moved(Seat(0), _, _), let number) = try WireCoder.decode(
                ServerMessage.self, from: String(decoding: expected, as: UTF8.self), games: TestGames.all)
        else { throw Unexpected("not the move") }
        #expect(number == seen + 1)
        for socket in spectators { socket.close() }
        try await room.close()
    }

    /// Spectators that stop reading fill their sockets, so the broadcasts they get, sent at once while nothing
    /// else of theirs waits, go through NIO behind what it holds; then they read a little after each move, so
    /// that their sockets take bytes again while NIO still holds some, and in the end they have every event of
    /// every move, in order, and the same bytes. Two of them, so that one is on the rooms loop, whose broadcasts
    /// go at once, whatever loop the other is on.
    @Test func spectatorsThatStopReadingThenResumeGetEveryBroadcastInOrder() async throws {
        let room = try await Room.open {
            $0.outboundQueueLimit = 100_000
            $0.playerMessageLimit = 10_000
        }
        var spectators: [RawSocket] = []
        for _ in 0..<2 {
            let socket = try await Self.greetedRawSocket(
                port: room.server.port, receiveBufferBytes: 1_024, segmentBytes: 536)
            try socket.sendText(WireCoder.encode(ClientMessage.watch(gameID: room.id)))
            spectators.append(socket)
        }
        var watch = Watch(latest: 4)
        watch.note(
            try await room.alice.until { if case .event(.spectatorsChanged(2), _) = $0 { true } else { false } })
        watch.note(try await room.bob.events(through: watch.latest))
        let players = [room.alice, room.bob]
        let start = watch.latest
        let rounds = 90
        // NB: about 30 rounds of a two-seat board game filled a socket that read nothing with these buffers (the
        // slow-reader test's figure); a round of count to ten sends about two thirds of its bytes, so half as many
        // again.
        let silentRounds = 45
        for round in 1...rounds {
            let starter = (round - 1) % 2
            for (index, amount) in [1, 1, 2, 3, 3].enumerated() {
                let mover = players[(starter + index) % 2]
                let other = players[(starter + index + 1) % 2]
                let id = "r\(round)-\(index)"
                try mover.move(amount, id: id, seen: watch.latest)
                watch.note(try await mover.until(Self.accepted(id)))
                watch.note(try await other.events(through: watch.latest))
                if round > silentRounds {
                    for socket in spectators { socket.readAvailable(atMost: 600) }
                }
            }
            watch.note(try await players[0].events(through: watch.latest + 1))
            watch.note(try await players[1].events(through: watch.latest))
            guard round < rounds else { break }
            for player in players { player.send(.offerRematch) }
            let next = round + 1
            let started: @Sendable (ServerMessage) -> Bool = { message in
                if case .event(.roundStarted(next, _, _), _) = message { return true }
                return false
            }
            for player in players { watch.note(try await player.until(started)) }
        }
        // NB: from the first move on: the spectator counts announced before it depend on when each one came.
        var heard: [[[UInt8]]] = []
        for socket in spectators {
            var frames: [[UInt8]] = []
            var sequences: [Int] = []
            var moves = 0
            while sequences.last != watch.latest {
                let frame = try #require(try await socket.nextFrame(within: 10), "closed after \(sequences.last ?? 0)")
                guard frame.opcode == 0x1 else { continue }
                guard
                    case .event(let event, let number) = try WireCoder.decode(
                        ServerMessage.self, from: frame.text, games: TestGames.all),
                    number > start
                else { continue }
                frames.append(frame.payload)
                sequences.append(number)
                if case .moved = event { moves += 1 }
            }
            #expect(sequences == sequences.sorted() && Set(sequences).count == sequences.count)
            #expect(moves == rounds * 5)
            heard.append(frames)
        }
        #expect(heard[0] == heard[1])
        for socket in spectators { socket.close() }
        try await room.close()
    }
}
