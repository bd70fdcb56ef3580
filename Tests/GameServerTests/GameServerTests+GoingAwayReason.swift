import GameServer
import ServerTestSupport
import Testing

extension GameServerTests {
    /// NB: the reason is what tells a client whether the server may come back: `parlor serve` restarting is
    /// retried, a LAN host's server that stopped with its host is not.
    @Test(
        arguments: [
            (nil, "server shutting down"),
            ("host left", "host left"),
        ] as [(String?, String)])
    func theGoingAwayCloseSaysTheConfiguredReason(_ configured: String?, _ said: String) async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database) { configuration in
            if let configured { configuration.goingAwayReason = configured }
        }
        let socket = try await Self.greetedRawSocket(port: server.port)
        try await server.stopGracefully()
        let frame = try await socket.nextFrame()
        #expect(frame?.closeCode == 1001)
        #expect(frame.map { Array($0.payload.dropFirst(2)) } == Array(said.utf8))
        socket.close()
        TestServer.removeDatabase(database)
    }
}
