import Foundation
import GameCatalog
import GameServer
import Persistence
import ServerTestSupport
import Synchronization
import Testing
import WireProtocol

/// `GET /healthz` and `GET /metrics`: what an operator's monitoring reads, on the public port or on its own.
extension GameServerTests {
    /// The status line and body of `GET path` on `port`.
    static func get(_ path: String, port: Int) throws -> (status: String, body: String) {
        let socket = try RawSocket(port: port)
        defer { socket.close() }
        try socket.write(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
        var reply: [UInt8] = []
        while true {
            let bytes = try socket.read()
            if bytes.isEmpty { break }
            reply += bytes
        }
        let text = String(decoding: reply, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        return (parts[0].components(separatedBy: "\r\n")[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// The value of the sample `name` (with its labels, as written) in a Prometheus text body.
    static func sample(_ name: String, in body: String) -> Double? {
        for line in body.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1))
        }
        return nil
    }

    @Test func playingMovesRaisesTheMoveCounterAndTheCommitHistogramByAsMany() async throws {
        let room = try await Room.open()
        let port = room.server.port
        let before = try Self.get("/metrics", port: port)
        #expect(before.status == "HTTP/1.1 200 OK")
        // NB: five moves short of ten (1, 2, 4, 6, 9), so no round's end comes between them.
        let moves = [1, 1, 2, 2, 3]
        var sequence = 4
        for (index, amount) in moves.enumerated() {
            let player = index.isMultiple(of: 2) ? room.alice : room.bob
            try player.move(amount, seen: sequence)
            _ = try await player.until(Self.accepted("add\(amount)"))
            sequence += 1
            _ = try await (index.isMultiple(of: 2) ? room.bob : room.alice).events(through: sequence)
        }
        let after = try Self.get("/metrics", port: port).body
        let count = Double(moves.count)
        #expect(
            Self.sample("parlor_moves_total", in: after) == (Self.sample("parlor_moves_total", in: before.body) ?? 0)
                + count)
        #expect(
            Self.sample("parlor_commit_seconds_count", in: after)
                == (Self.sample("parlor_commit_seconds_count", in: before.body) ?? 0) + count, "\(after)")
        #expect(Self.sample("parlor_connections", in: after) == 2)
        #expect(Self.sample("parlor_rooms_in_memory", in: after) == 1)
        #expect(after.contains("parlor_fanout_seconds_count"))
        try await room.close()
    }

    @Test func refusedMessagesAreCountedByReason() async throws {
        let room = try await Room.open()
        try room.bob.move(1, seen: 4)
        #expect(try await room.bob.nextError().code == .notYourTurn)
        room.alice.sendText("{")
        #expect(try await room.alice.nextError().code == .malformedMessage)
        let body = try Self.get("/metrics", port: room.server.port).body
        #expect(Self.sample(#"parlor_rejected_messages_total{reason="notYourTurn"}"#, in: body) == 1, "\(body)")
        #expect(Self.sample(#"parlor_rejected_messages_total{reason="malformedMessage"}"#, in: body) == 1)
        #expect(Self.sample(#"parlor_rejected_messages_total{reason="roomFull"}"#, in: body) == 0)
        try await room.close()
    }

    @Test func healthIsOkWhileTheStoreWritesAnd503WhenItFails() async throws {
        let store = SwitchableStore()
        let server = try await ManagedServer.start(store: store)
        let ok = try Self.get("/healthz", port: server.port)
        #expect(ok.status == "HTTP/1.1 200 OK")
        #expect(ok.body == "{\"status\":\"ok\"}\n")
        let peer = try await Peer.greeted(port: server.port)
        store.failing.withLock { $0 = true }
        peer.send(.createRoom(setup: Peer.setup, name: try PlayerName("Ada")))
        #expect(try await peer.nextError().code == .internalError)
        let failing = try Self.get("/healthz", port: server.port)
        #expect(failing.status == "HTTP/1.1 503 Service Unavailable")
        #expect(failing.body.contains("the last write to the database failed"), "\(failing.body)")
        store.failing.withLock { $0 = false }
        _ = try await peer.createRoom(as: "Ada")
        #expect(try Self.get("/healthz", port: server.port).status == "HTTP/1.1 200 OK")
        peer.close()
        try await server.stop()
    }

    @Test func aMetricsPortServesHealthAndMetricsInsteadOfThePublicOne() async throws {
        let database = try TestServer.temporaryDatabase()
        let metricsPort = try RawSocket.freePort()
        let server = try await TestServer.start(database: database) { $0.metricsPort = metricsPort }
        #expect(try Self.get("/metrics", port: server.port).status == "HTTP/1.1 404 Not Found")
        #expect(try Self.get("/healthz", port: server.port).status == "HTTP/1.1 404 Not Found")
        var metrics = try? Self.get("/metrics", port: metricsPort)
        // NB: the metrics listener may start a moment after the public one.
        for _ in 0..<50 where metrics == nil {
            try await Task.sleep(for: .milliseconds(100))
            metrics = try? Self.get("/metrics", port: metricsPort)
        }
        #expect(metrics?.status == "HTTP/1.1 200 OK")
        #expect(metrics?.body.contains("parlor_moves_total") == true)
        #expect(try Self.get("/healthz", port: metricsPort).status == "HTTP/1.1 200 OK")
        try await server.stop()
        TestServer.removeDatabase(database)
    }
}
