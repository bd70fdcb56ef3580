import CustomDump
import Foundation
import GameCatalog
import GameCore
import GameServer
import NIOWebSocket
import ServerCore
import ServerTestSupport
import TestGames
import Testing
import WSClient
import WireProtocol

@Suite(.serialized) struct GameServerTests {
    /// A server on a fresh database, two greeted players in one started room, and teardown.
    struct Room {
        let database: String
        var server: TestServer
        let alice: Peer
        let bob: Peer
        let id: GameID
        let aliceSecret: SeatSecret
        let bobSecret: SeatSecret

        static func open(configure: @escaping (inout ServerConfiguration) -> Void = { _ in }) async throws -> Room {
            let database = try TestServer.temporaryDatabase()
            let server = try await TestServer.start(database: database, configure: configure)
            let alice = try await Peer.greeted(port: server.port)
            let bob = try await Peer.greeted(port: server.port)
            let (id, aliceSecret, _) = try await alice.createRoom(as: "Alice")
            let (_, bobSecret, _) = try await bob.join(id, as: "Bob")
            _ = try await alice.events(through: 4)
            return Room(
                database: database, server: server, alice: alice, bob: bob, id: id, aliceSecret: aliceSecret,
                bobSecret: bobSecret)
        }

        func close() async throws {
            alice.close()
            bob.close()
            try await server.stop()
            TestServer.removeDatabase(database)
        }
    }

    static func accepted(_ id: String) -> @Sendable (ServerMessage) -> Bool {
        { message in
            if case .moveAccepted(let moveID, _) = message { return moveID.text == id }
            return false
        }
    }

    @Test func aWholeGameWithASpectatorWhoSeesEveryEventAndNoSecret() async throws {
        let room = try await Room.open()
        let carol = try await Peer.greeted(port: room.server.port)
        carol.send(.watch(gameID: room.id))
        guard case .snapshot(var watched) = try await carol.next() else { throw Unexpected("no snapshot") }
        #expect(watched.sequence == 5)
        #expect(watched.yourSeat == nil)
        var sequence = 5
        // NB: Alice reaches ten on the fifth move (1, 2, 4, 7, 10); no seat adds one amount twice.
        for (index, amount) in [1, 1, 2, 3, 3].enumerated() {
            let mover = index.isMultiple(of: 2) ? room.alice : room.bob
            try mover.move(amount, seen: sequence)
            let got = try await mover.until(Self.accepted("add\(amount)"))
            guard case .moveAccepted(_, let number)? = got.last else { throw Unexpected("not accepted") }
            sequence = number
        }
        let seen = try await carol.events(through: sequence + 1)
        for message in seen {
            guard case .event(let event, let number) = message else { throw Unexpected("not an event: \(message)") }
            #expect(watched.apply(event, sequence: number) == .applied)
        }
        #expect(watched.phase == .roundOver)
        #expect(watched.lastResult == .finished(outcome: .won(by: [Seat(0)])))
        carol.send(.requestSnapshot)
        guard case .snapshot(let fresh) = try await carol.next() else { throw Unexpected("no snapshot") }
        expectNoDifference(watched, fresh)
        let frames = await carol.drain() + room.alice.drain() + room.bob.drain()
        for frame in frames {
            #expect(!frame.contains(room.aliceSecret.revealedText))
            #expect(!frame.contains(room.bobSecret.revealedText))
        }
        carol.close()
        try await room.close()
    }

    @Test func theGameIDAloneCannotPlay() async throws {
        let room = try await Room.open()
        let mallory = try await Peer.greeted(port: room.server.port)
        var random = SplitMix64(seed: 1)
        mallory.send(.join(gameID: room.id, name: try PlayerName("M"), seatSecret: SeatSecret.random(using: &random)))
        #expect(try await mallory.nextError().code == .badSeatSecret)
        mallory.send(.join(gameID: room.id, name: try PlayerName("M"), seatSecret: nil))
        #expect(try await mallory.nextError() == .roomFull(room.id))
        mallory.send(.watch(gameID: room.id))
        guard case .snapshot = try await mallory.next() else { throw Unexpected("no snapshot") }
        try mallory.move(2, seen: 5)
        #expect(try await mallory.nextError().code == .notAPlayer)
        mallory.close()
        try await room.close()
    }

    @Test func refusalsOverTheWire() async throws {
        let room = try await Room.open()
        try room.bob.move(2, seen: 4)
        #expect(try await room.bob.nextError().code == .notYourTurn)
        try room.alice.move(2, seen: 4)
        _ = try await room.alice.until(Self.accepted("add2"))
        try room.bob.move(4, id: "four", seen: 5)
        #expect(
            try await room.bob.until { if case .error = $0 { true } else { false } }.last
                == .error(
                    error: .refused(
                        AnyViolation(CountToTen.self, .notOneToThree(4)), clientMoveID: try ClientMoveID("four")))
        )
        try room.bob.move(1, seen: 4)
        #expect(try await room.bob.nextError().code == .staleSequence)
        room.bob.send(.join(gameID: try GameID("ZZZZZZZZ"), name: try PlayerName("B"), seatSecret: nil))
        #expect(try await room.bob.nextError().code == .alreadyInRoom)
        let stranger = try await Peer.greeted(port: room.server.port)
        stranger.send(.watch(gameID: try GameID("ZZZZZZZZ")))
        #expect(try await stranger.nextError().code == .unknownRoom)
        try stranger.move(1, seen: 0)
        #expect(try await stranger.nextError().code == .notInRoom)
        stranger.close()
        try await room.close()
    }

    @Test func aDroppedPlayerIsAnnouncedAndResumesWithItsSecret() async throws {
        let room = try await Room.open()
        try room.alice.move(2, seen: 4)
        _ = try await room.alice.until(Self.accepted("add2"))
        room.bob.close()
        let told = try await room.alice.until { message in
            if case .event(.playerDisconnected(Seat(1), _), _) = message { return true }
            return false
        }
        #expect(!told.isEmpty)
        let bob = try await Peer.greeted(port: room.server.port)
        let (seat, _, snapshot) = try await bob.join(room.id, as: "Bob", secret: room.bobSecret)
        #expect(seat == Seat(1))
        #expect(snapshot.view == AnyView(CountToTen.self, try CountToTen(adding: [2])))
        _ = try await room.alice.until { message in
            if case .event(.playerReconnected(Seat(1)), _) = message { return true }
            return false
        }
        try bob.move(1, seen: snapshot.sequence)
        _ = try await bob.until(Self.accepted("add1"))
        bob.close()
        try await room.close()
    }

    @Test func rematchPressedByBothAtOnceStartsOneRound() async throws {
        let room = try await Room.open()
        var sequence = 4
        for (index, amount) in [1, 1, 2, 3, 3].enumerated() {
            let mover = index.isMultiple(of: 2) ? room.alice : room.bob
            try mover.move(amount, seen: sequence)
            guard case .moveAccepted(_, let number)? = try await mover.until(Self.accepted("add\(amount)")).last else {
                throw Unexpected("not accepted")
            }
            sequence = number
        }
        room.alice.send(.offerRematch)
        room.bob.send(.offerRematch)
        let started: @Sendable (ServerMessage) -> Bool = { message in
            if case .event(.roundStarted(2, Seat(1), _), _) = message { return true }
            return false
        }
        _ = try await room.alice.until(started)
        _ = try await room.bob.until(started)
        try await Task.sleep(for: .milliseconds(200))
        let more = await room.alice.drain() + room.bob.drain()
        #expect(!more.contains { $0.contains("roundStarted") })
        room.alice.send(.requestSnapshot)
        guard
            case .snapshot(let snapshot)? = try await room.alice.until({
                if case .snapshot = $0 { true } else { false }
            }).last
        else {
            throw Unexpected("no snapshot")
        }
        #expect(snapshot.round == 2)
        #expect(snapshot.score == RoomScore(wins: [1, 0]))
        #expect(snapshot.phase == .playing)
        try await room.close()
    }

    @Test func aRestartOnTheSameDatabaseContinuesTheGame() async throws {
        var room = try await Room.open()
        try room.alice.move(2, id: "first", seen: 4)
        guard case .moveAccepted(_, let firstSequence)? = try await room.alice.until(Self.accepted("first")).last else {
            throw Unexpected("not accepted")
        }
        try room.bob.move(1, seen: firstSequence)
        _ = try await room.bob.until(Self.accepted("add1"))
        room.alice.close()
        room.bob.close()
        try await room.server.stop()
        room.server = try await TestServer.start(database: room.database)
        let alice = try await Peer.greeted(port: room.server.port)
        let bob = try await Peer.greeted(port: room.server.port)
        let (_, _, snapshot) = try await alice.join(room.id, as: "Alice", secret: room.aliceSecret)
        #expect(snapshot.view == AnyView(CountToTen.self, try CountToTen(adding: [2, 1])))
        #expect(snapshot.players.map(\.name.text) == ["Alice", "Bob"])
        try alice.move(2, id: "first", seen: 0)
        #expect(
            try await alice.until(Self.accepted("first")).last
                == .moveAccepted(clientMoveID: try ClientMoveID("first"), sequence: firstSequence))
        let (_, _, bobView) = try await bob.join(room.id, as: "Bob", secret: room.bobSecret)
        try alice.move(3, seen: bobView.sequence)
        _ = try await alice.until(Self.accepted("add3"))
        alice.send(.requestSnapshot)
        guard
            case .snapshot(let after)? = try await alice.until({ if case .snapshot = $0 { true } else { false } }).last
        else {
            throw Unexpected("no snapshot")
        }
        #expect(after.view == AnyView(CountToTen.self, try CountToTen(adding: [2, 1, 3])))
        alice.close()
        bob.close()
        try await room.close()
    }

    static let malformed: [(String, String)] = [
        ("not json", "not JSON"),
        (#"{"type":"dance"}"#, #"unknown message type "dance""#),
        (#"{"type":"watch"}"#, #"missing field "gameID""#),
        (#"{"type":"watch","gameID":7}"#, #"gameID"#),
        (#"[1,2]"#, "JSON object"),
        (#"{"type":"join","gameID":"ABCDEFGH","name":"\u0007"}"#, "name"),
    ]

    @Test func malformedInputGetsAnErrorAndTheConnectionLivesOn() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let peer = try await Peer.greeted(port: server.port)
        for (text, problem) in Self.malformed {
            peer.sendText(text)
            let error = try await peer.nextError()
            #expect(error.code == .malformedMessage, "\(text)")
            #expect(error.message.contains(problem), "\(text): \(error.message)")
            peer.send(.ping(nonce: "alive"))
            #expect(try await peer.next() == .pong(nonce: "alive"))
        }
        peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anOversizedFrameClosesWith1009() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let peer = try await Peer.greeted(port: server.port)
        peer.sendText(String(repeating: "x", count: 5_000))
        #expect(try await peer.closeCode() == .messageTooLarge)
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    /// One `rateLimited` warning, then the next message over the limit closes the connection with 1008 and no
    /// second warning; the hello that opened the connection was free.
    @Test func aFloodIsWarnedOnceThenClosedWith1008() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.playerMessageLimit = 10 }
        let peer = try await Peer.greeted(port: server.port)
        for _ in 0..<30 { peer.send(.requestSnapshot) }
        let seen = try await peer.until { message in
            if case .error(let error) = message { return error.code == .rateLimited }
            return false
        }
        #expect(seen.count == 11, "ten answered (hello not counted), then the warning")
        #expect(try await peer.closeCode() == .policyViolation)
        #expect(await peer.drain() == [], "nothing after the warning but the close")
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func anIncompatibleVersionIsNamedThenClosed() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let peer = Peer(port: server.port)
        peer.send(.requestSnapshot)
        #expect(try await peer.nextError() == .helloRequired(inReplyTo: .requestSnapshot))
        peer.send(.hello(protocolVersion: ProtocolVersion(99), client: "future", clientVersion: "9"))
        #expect(try await peer.nextError() == .incompatibleVersion(client: ProtocolVersion(99)))
        #expect(try await peer.closeCode() == .protocolError)
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aConnectionThatNeverSaysHelloIsClosedWith1008() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.helloTimeoutSeconds = 1 }
        let peer = Peer(port: server.port)
        #expect(try await peer.nextError(within: 5) == .helloRequired(inReplyTo: nil))
        #expect(try await peer.closeCode() == .policyViolation)
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aRoomNobodyJoinedIsReapedOnceStale() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { $0.staleRoomMilliseconds = 0 }
        let alice = try await Peer.greeted(port: server.port)
        let (id, _, _) = try await alice.createRoom(as: "Alice")
        alice.send(.leave)
        try await Task.sleep(for: .milliseconds(100))
        let bob = try await Peer.greeted(port: server.port)
        _ = try await bob.createRoom(as: "Bob")
        let carol = try await Peer.greeted(port: server.port)
        carol.send(.watch(gameID: id))
        #expect(try await carol.nextError() == .unknownRoom(id, inReplyTo: .watch))
        for peer in [alice, bob, carol] { peer.close() }
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test(
        arguments: [
            (nil, "101"), ("ws://127.0.0.1", "101"), ("https://evil.example", "400"), ("null", "400"),
        ] as [(String?, String)])
    func browserOriginsOutsideTheAllowListAreRefused(origin: String?, status: String) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try RawSocket(port: server.port)
        var request =
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try socket.write(Array((request + "\r\n").utf8))
        let reply = String(decoding: try socket.read(), as: UTF8.self)
        #expect(reply.hasPrefix("HTTP/1.1 \(status)"), "\(reply.prefix(40))")
        socket.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
