import Foundation
import GameServer
import NIOWebSocket
import ServerTestSupport
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
        // NB: a clean stop leaves every commit in the database file itself, so copying the file is a backup.
        let log = try FileManager.default.attributesOfItem(atPath: room.database + "-wal")[.size] as? Int
        #expect(log == 0)
        try await room.close()
    }

    /// NB: docs/protocol.md §16 promises clients up to 2 s after the 1001; a client that never answers the close
    /// frame must not hold the server longer (it held it for the 5 s an ordinary close waits).
    @Test func aShutdownWaitsAtMostTwoSecondsForAClientThatNeverAnswersTheClose() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let socket = try await Self.greetedRawSocket(port: server.port)
        let clock = ContinuousClock()
        let started = clock.now
        try await server.stopGracefully()
        let took = clock.now - started
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1001)
        #expect(frame.map { Array($0.payload.dropFirst(2)) } == Array("server shutting down".utf8))
        #expect(try await socket.closedByServer(within: 1))
        #expect(took >= .milliseconds(1_900) && took < .seconds(3), "\(took)")
        socket.close()
        TestServer.removeDatabase(database)
    }
}
