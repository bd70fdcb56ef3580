import CustomDump
import GameCatalog
import GameCore
import ServerCore
import Testing
import WireProtocol

@Suite struct RoomHistoryTests {
    typealias T = Table

    @Test func aWonRoundIsRebuiltFromTheRecordsAlone() {
        var table = T.twoPlayers()
        table.now = Moment(milliseconds: 5_000)
        table.move(1, from: T.alice)
        table.now = Moment(milliseconds: 9_000)
        for (amount, player) in [(1, T.bob), (2, T.alice), (3, T.bob), (3, T.alice)] {
            table.move(amount, from: player)
        }
        let games = RoomHistory.finishedGames(of: T.id, from: table.records)
        expectNoDifference(
            games,
            [
                FinishedGame(
                    gameID: T.id, round: 1, setup: T.setup, players: [T.name("Alice"), T.name("Bob")],
                    startedAt: 1_000, duration: GameTime(milliseconds: 4_000), outcome: .won(by: [Seat(0)]),
                    finalView: T.view(T.aliceWins))
            ])
    }

    @Test func abortedRoundsAndTheRoundInPlayAreLeftOut() {
        var table = T.twoPlayers()
        table.send(.abort, from: T.bob)
        table.send(.offerRematch, from: T.alice)
        table.send(.offerRematch, from: T.bob)
        table.move(2, from: T.bob)
        #expect(RoomHistory.finishedGames(of: T.id, from: table.records).isEmpty)
        #expect(RoomHistory.finishedGames(of: T.id, from: []).isEmpty)
    }

    @Test func aClaimedRoundCounts() {
        var table = T.twoPlayers()
        table.move(2, from: T.alice)
        table.send(.leave, from: T.bob)
        table.send(.claimVictory, from: T.alice)
        let games = RoomHistory.finishedGames(of: T.id, from: table.records)
        #expect(games.map(\.outcome) == [.won(by: [Seat(0)])])
        #expect(games.map(\.duration) == [GameTime(milliseconds: 0)])
    }

    @Test func theAnswerKeepsTheNewestGamesThatFitInOneFrame() {
        let game = FinishedGame(
            gameID: T.id, round: 1, setup: T.setup, players: [T.name("Alice"), T.name("Bob")], startedAt: 0,
            duration: GameTime(milliseconds: 1), outcome: .draw, finalView: T.view([2]))
        // NB: more games than one frame holds: a round of count to ten is short, and a thousand of them fit.
        let games = (0..<2_000).map { index in
            var copy = game
            copy.round = index + 1
            copy.startedAt = Int64(2_000 - index)
            return copy
        }
        let answer = RoomHistory.answer(games)
        let size = WireCoder.encode(ServerMessage.history(games: answer)).utf8.count
        #expect(size <= ServerMessage.maxFrameBytes)
        #expect(answer.count > 100 && answer.count < 2_000)
        #expect(answer.map(\.startedAt) == answer.map(\.startedAt).sorted(), "oldest first")
        #expect(answer.last?.startedAt == 2_000, "the newest kept")
        // NB: each game's round is its own, so the rounds kept name the games kept.
        let kept = Set(answer.map(\.round))
        let next = games.filter { !kept.contains($0.round) }.map(\.startedAt).max() ?? 0
        #expect(next < answer.map(\.startedAt).min() ?? 0, "only the oldest left out")
    }
}
