import CustomDump
import Foundation
import GameCatalog
import GameCore
import GameServer
import ServerCore
import ServerTestSupport
import Snap
import TestGames
import Testing
import WireProtocol

/// Snap on the real server: the room's draw of the first starter, its setup's refusals, its deadlines as stored
/// moves, and a restart mid-round.
@Suite(.serialized) struct SnapServerTests {
    @Test func aRoomLeavingTheFirstStarterToChanceDrawsItOnceAndStoresIt() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        var starters: Set<Seat> = []
        for index in 0..<16 {
            var host = SnapClient(name: "host\(index)", peer: try await Peer.greeted(port: server.port))
            host.peer.send(.createRoom(setup: .snap(try SnapOptions(seats: 4)), name: try PlayerName("Ann")))
            try await host.read(until: { $0.room != nil })
            let options = try #require(host.room?.setup.snap)
            #expect(!options.drawsFirstStarter)
            starters.insert(options.firstStarter)
            host.peer.close()
        }
        // NB: sixteen draws of four seats all alike would happen about once in a billion runs.
        #expect(starters.count > 1)
        // A starter the host chose is kept.
        var host = SnapClient(name: "chooser", peer: try await Peer.greeted(port: server.port))
        host.peer.send(
            .createRoom(setup: .snap(try SnapOptions(seats: 3, firstStarter: Seat(2))), name: try PlayerName("Ann")))
        try await host.read(until: { $0.room != nil })
        #expect(host.room?.setup.snap?.firstStarter == Seat(2))
        host.peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func optionsOutOfBoundsAreRefusedWithTheRuleBroken() async throws {
        let database = try TestServer.temporaryDatabase()
        let server = try await TestServer.start(database: database)
        let peer = try await Peer.greeted(port: server.port)
        peer.sendText(#"{"name":"Ada","setup":{"kind":"snap","seats":5},"type":"createRoom"}"#)
        let refusal = try await peer.nextText()
        #expect(refusal == WireCoder.encode(SnapWire.setupRefused))
        for (setup, sentence) in [
            (#"{"kind":"snap","seats":2,"cooldownMilliseconds":9000}"#, "The cooldown between turns is 0 to 5000 ms"),
            (#"{"kind":"snap","seats":2,"turnTimerMilliseconds":50}"#, "The turn timer is 1000 to 120000 ms"),
            (#"{"kind":"snap","seats":3,"firstStarter":3}"#, "The first seat to turn is one of seats 0 to 2"),
        ] {
            peer.sendText(#"{"name":"Ada","setup":\#(setup),"type":"createRoom"}"#)
            let error = try await peer.nextError()
            #expect(error.code == .malformedMessage && error.message.contains(sentence), "\(error)")
        }
        peer.close()
        try await server.stop()
        TestServer.removeDatabase(database)
    }

    @Test func aSeatAwayPastTheGracePeriodIsDealtOutByAStoredMove() async throws {
        let options = try SnapOptions(
            seats: 3, cooldownMilliseconds: 0, turnTimerMilliseconds: 120_000, firstStarter: Seat(0))
        var table = try await SnapTable.open(options) { $0.gracePeriodMilliseconds = 300 }
        let cy = table.players.removeLast()
        cy.peer.close()
        for index in table.players.indices {
            try await table.players[index].read(until: { $0.view?.piles[2].isOut == true }, within: 5)
        }
        try await table.spectator.read(until: { $0.view?.piles[2].isOut == true }, within: 5)
        let piles = try #require(table.players[0].view?.piles)
        #expect(piles[0].count + piles[1].count == Card.deck.count)
        let dealtOut = try table.stored().filter { record in
            if case .timedMove(Seat(2), let move, _) = record { return move.snap == .dealtOut }
            return false
        }
        #expect(dealtOut.count == 1)
        #expect(table.leaks.isEmpty, "\(table.leaks.prefix(3))")
        try await table.close()
    }

    @Test func aRestartMidRoundKeepsThePilesAndThePendingTimerFiresOnce() async throws {
        let timer: Int64 = 1_000
        let options = try SnapOptions(
            seats: 2, cooldownMilliseconds: 0, turnTimerMilliseconds: timer, firstStarter: Seat(0))
        var table = try await SnapTable.open(options)
        // Three cards turned, then the server stops before the next seat's timer runs out.
        for number in 1...3 {
            let view = try #require(table.players[0].view)
            let active = try #require(view.active)
            let seen = try #require(table.players[0].room?.sequence)
            let id = try ClientMoveID("t\(number)")
            table.players[active.index].peer.send(.move(move: .snap(.turn), clientMoveID: id, lastSeenSequence: seen))
            guard case .success(let sequence) = try await table.players[active.index].answer(to: id) else {
                throw Unexpected("a turn was refused")
            }
            try await table.readAll(through: sequence)
        }
        try await table.server.stop()
        let before = try table.storedGame()
        let timedBefore = try Self.timedTurns(in: table.stored())

        // Down for longer than the timer: the turn it was counting is overdue when the server comes back.
        try await Task.sleep(for: .milliseconds(timer + 300))
        table.server = try await TestServer.start(database: table.database)
        for index in table.players.indices {
            let secret = try #require(table.players[index].secret)
            table.players[index].peer = try await Peer.greeted(port: table.server.port)
            table.players[index].peer.send(
                .join(gameID: table.id, name: try PlayerName(table.players[index].name), seatSecret: secret))
            let seen = table.players[index].frames.count
            try await table.players[index].read(until: { client in
                client.frames[seen...].contains { $0.hasSuffix(#""type":"snapshot"}"#) }
            })
        }
        let resumed = try #require(table.players[0].view)
        #expect(resumed.piles == before.view(for: .spectator).piles)
        #expect(try table.storedGame().piles.map(\.count) == before.piles.map(\.count))

        // The overdue turn is turned for its seat once, at once; the next only a whole timer later.
        let restartedAt = Date()
        try await table.players[0].read(until: { $0.moves.count > before.movesPlayed }, within: 3)
        #expect(Date().timeIntervalSince(restartedAt) < 0.9)
        #expect(table.players[0].moves.last?.move == .timedTurn)
        #expect(table.players[0].moves.last?.seat == before.active)
        try await Task.sleep(for: .milliseconds(timer / 2))
        #expect(try Self.timedTurns(in: table.stored()) == timedBefore + 1)
        #expect(table.leaks.isEmpty, "\(table.leaks.prefix(3))")
        try await table.close()
    }

    /// How many turns the server made for a seat whose timer ran out, by its stored records.
    static func timedTurns(in records: [RoomRecord]) -> Int {
        records.count { record in
            if case .timedMove(_, let move, _) = record { return move.snap == .timedTurn }
            return false
        }
    }
}
