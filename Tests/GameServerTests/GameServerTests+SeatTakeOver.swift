import GameCore
import ServerTestSupport
import Testing
import WireProtocol

extension GameServerTests {
    /// One person, two terminals: the host's stored secret does not move the host's seat to the second terminal,
    /// which takes the free seat and plays the first; `takeOver` moves a seat, and the terminal it leaves is told.
    @Test func aSecondTerminalOfTheHostPlaysTheHostAndTakeOverTellsTheOldConnection() async throws {
        let database = try TestServer.temporaryDatabase()
        defer { TestServer.removeDatabase(database) }
        let server = try await TestServer.start(database: database)
        let host = try await Peer.greeted(port: server.port)
        let (id, hostSecret, _) = try await host.createRoom(as: "Ada")

        let second = try await Peer.greeted(port: server.port)
        second.send(.join(gameID: id, name: try PlayerName("Bob"), seatSecret: hostSecret))
        #expect(try await second.nextError() == .seatInUse(id))
        let (seat, _, snapshot) = try await second.join(id, as: "Bob")
        #expect(seat == Seat(1))
        #expect(snapshot.players.map(\.name.text) == ["Ada", "Bob"])
        #expect(snapshot.phase == .playing)
        try host.move(2, seen: snapshot.sequence)
        _ = try await host.until(Self.accepted("add2"))
        _ = try await second.until { message in
            if case .event(.moved(Seat(0), _, _), _) = message { return true }
            return false
        }

        let third = try await Peer.greeted(port: server.port)
        third.send(.join(gameID: id, name: try PlayerName("Ada"), seatSecret: hostSecret, takeOver: true))
        guard case .seated(_, Seat(0), _) = try await third.next() else { throw Unexpected("not seated") }
        guard case .snapshot(let taken) = try await third.next() else { throw Unexpected("no snapshot") }
        #expect(taken.yourSeat == Seat(0))
        let told = try await host.until { message in
            if case .error = message { return true }
            return false
        }
        #expect(told.last == .error(error: .seatTakenOver(id)))
        try host.move(1, seen: taken.sequence)
        #expect(try await host.nextError().code == .notInRoom, "the old connection plays no more")
        try second.move(1, seen: taken.sequence)
        _ = try await second.until(Self.accepted("add1"))
        _ = try await third.until { message in
            if case .event(.moved(Seat(1), _, _), _) = message { return true }
            return false
        }
        for peer in [host, second, third] { peer.close() }
        try await server.stop()
    }
}
