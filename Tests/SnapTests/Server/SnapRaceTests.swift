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

/// Snap's race on the real server: four clients call snap within a few milliseconds of each other on every match,
/// and the server decides each window once.
@Suite(.serialized) struct SnapRaceTests {
    /// How many match windows the race test plays through.
    static let windows = 200

    @Test func fourCallsAtOnceOnAMatchMakeOneSnapAndTheRestTooLate() async throws {
        // NB: no cooldown, so the table turns as fast as the clients ask; a long timer, so no card is turned for a
        // seat while the calls are in flight.
        let options = try SnapOptions(seats: 4, cooldownMilliseconds: 0, turnTimerMilliseconds: 120_000)
        // NB: each client sends hundreds of moves within seconds, past what the server allows a person.
        var table = try await SnapTable.open(options) { configuration in
            configuration.cooperativeMessageLimit = 1_000_000
            configuration.playerMessageLimit = 1_000_000
        }
        var windows = 0
        var moveNumber = 0
        var rounds = 0
        var starters: [Seat] = []
        var callsStored: [(sent: Int64, answered: Int64, id: ClientMoveID)] = []
        var tooLate = 0
        var refusedAsOver = 0
        func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1_000) }

        // NB: a bound on the whole race, so a table that stops making progress fails here with where it stood rather
        // than holding the test run until its timeout.
        let giveUp = Date().addingTimeInterval(180)
        while windows < Self.windows {
            guard Date() < giveUp else {
                Issue.record(
                    "the race stalled at window \(windows), move \(moveNumber), round \(rounds): \(String(describing: table.players[0].view))"
                )
                break
            }
            let view = try #require(table.players[0].view)
            let round = try #require(table.players[0].room?.round)
            if starters.count < round { starters.append(view.starter) }
            if view.isOver {
                // Every client's table is the server's, and anyone can check the deal from what it was sent.
                let stored = try table.storedGame().view(for: .spectator)
                for client in table.players + [table.spectator] {
                    expectNoDifference(client.view, stored)
                    try DealCheck.check(client, room: table.id, round: round)
                }
                rounds += 1
                for client in table.players { client.peer.send(.offerRematch) }
                for index in table.players.indices {
                    try await table.players[index].read(until: {
                        $0.room?.round == round + 1 && $0.room?.phase == .playing
                    })
                }
                try await table.spectator.read(until: { $0.room?.round == round + 1 && $0.room?.phase == .playing })
                continue
            }
            moveNumber += 1
            let seen = try #require(table.players[0].room?.sequence)
            let callers = table.players.indices.filter { !view.piles[$0].isOut }
            let sequence: Int
            if !view.matchingSeats.isEmpty && view.calledBy == nil && callers.count > 1 {
                // Everyone still in calls on the match at once.
                let ids = callers.map { try! ClientMoveID("s\(moveNumber)-\($0)") }
                let sent = now()
                for (caller, id) in zip(callers, ids) {
                    table.players[caller].peer.send(
                        .move(move: .snap(.snap(turn: view.turn)), clientMoveID: id, lastSeenSequence: seen))
                }
                var accepted: [(Int, Int)] = []
                var refused: [(Int, ProtocolError)] = []
                for (caller, id) in zip(callers, ids) {
                    switch try await table.players[caller].answer(to: id) {
                    case .success(let number):
                        accepted.append((caller, number))
                        callsStored.append((sent, now(), id))
                    case .failure(let error):
                        refused.append((caller, error))
                    }
                }
                try #require(accepted.count == 1, "one call decides window \(windows): \(accepted)")
                sequence = accepted[0].1
                windows += 1
                // NB: a deciding call that ended the round leaves the room refusing every move as over before the
                // rules see it. Every other later call, even one whose last cards the deciding call took, is too late.
                try await table.players[0].read(through: sequence)
                let after = try #require(table.players[0].view)
                for (caller, error) in refused {
                    switch error.violation?.snap {
                    case .tooLate?: tooLate += 1
                    case nil where error.code == .gameOver && after.isOver: refusedAsOver += 1
                    default: Issue.record("\(table.players[caller].name) was refused for \(error), not as too late")
                    }
                }
            } else {
                let active = try #require(view.active)
                let id = try ClientMoveID("t\(moveNumber)")
                table.players[active.index].peer.send(
                    .move(move: .snap(.turn), clientMoveID: id, lastSeenSequence: seen))
                guard case .success(let number) = try await table.players[active.index].answer(to: id) else {
                    throw Unexpected("\(table.players[active.index].name)'s turn was refused")
                }
                sequence = number
            }
            try await table.readAll(through: sequence)
            // NB: the move that gives one seat every card is followed by the round's end.
            if table.players[0].view?.isOver == true { try await table.readAll(through: sequence + 1) }
            for client in table.players + [table.spectator] {
                let piles = try #require(client.view?.piles)
                #expect(piles.reduce(0) { $0 + $1.count } == Card.deck.count, "\(client.name) counts 52 cards")
                #expect(client.view == table.players[0].view, "\(client.name) sees the table the others see")
            }
        }
        let stored = try table.storedGame().view(for: .spectator)
        for client in table.players + [table.spectator] { expectNoDifference(client.view, stored) }
        #expect(
            tooLate > refusedAsOver && rounds >= 1,
            "\(tooLate) too late, \(refusedAsOver) after the round, \(rounds) rounds")
        print(
            "snap race: \(windows) windows, \(tooLate) calls too late, \(refusedAsOver) after the round, \(rounds) rounds"
        )
        #expect(table.leaks.isEmpty, "\(table.leaks.prefix(5))")

        // Each accepted call is stored with the moment the server took it, between its sending and its answer.
        let records = try table.stored()
        for call in callsStored {
            let at = records.compactMap { record -> Int64? in
                guard case .moved(_, _, call.id, let at) = record else { return nil }
                return at.milliseconds
            }
            #expect(at.count == 1 && (call.sent...call.answered).contains(at[0]), "\(call.id) at \(at)")
        }
        // The history shows every finished round's table with its seed, and the commitment published at its deal.
        table.players[0].peer.send(.history(gameIDs: [table.id]))
        let answer = try await table.players[0].read(until: { $0.frames.last?.hasSuffix(#""type":"history"}"#) == true }
        )
        guard case .history(let games)? = answer.last else { throw Unexpected("no history") }
        #expect(games.count == rounds)
        for game in games {
            let final = try #require(game.finalView.snap)
            let seed = try #require(final.seed)
            #expect(final.commitment?.hex == DealCheck.commitment(room: table.id, round: game.round, seed: seed))
        }

        // Each round after the first starts with the seat after the last round's starter.
        for (earlier, later) in zip(starters, starters.dropFirst()) {
            #expect(later.index == (earlier.index + 1) % options.seats)
        }
        try await table.close()
    }
}
