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
        table.move("b2", from: T.alice)
        table.now = Moment(milliseconds: 9_000)
        for (square, player) in [("a2", T.bob), ("a1", T.alice), ("c1", T.bob), ("c3", T.alice)] {
            table.move(square, from: player)
        }
        let games = RoomHistory.finishedGames(of: T.id, from: table.records)
        expectNoDifference(
            games,
            [
                FinishedGame(
                    gameID: T.id, round: 1, setup: T.setup, players: [T.name("Alice"), T.name("Bob")],
                    startedAt: 1_000, duration: GameTime(milliseconds: 4_000), outcome: .won(by: [Seat(0)]),
                    finalView: T.view("b2 a2 a1 c1 c3"))
            ])
    }

    @Test func abortedRoundsAndTheRoundInPlayAreLeftOut() {
        var table = T.twoPlayers()
        table.send(.abort, from: T.bob)
        table.send(.offerRematch, from: T.alice)
        table.send(.offerRematch, from: T.bob)
        table.move("b2", from: T.bob)
        #expect(RoomHistory.finishedGames(of: T.id, from: table.records).isEmpty)
        #expect(RoomHistory.finishedGames(of: T.id, from: []).isEmpty)
    }

    @Test func aClaimedRoundCounts() {
        var table = T.twoPlayers()
        table.move("b2", from: T.alice)
        table.send(.leave, from: T.bob)
        table.send(.claimVictory, from: T.alice)
        let games = RoomHistory.finishedGames(of: T.id, from: table.records)
        #expect(games.map(\.outcome) == [.won(by: [Seat(0)])])
        #expect(games.map(\.duration) == [GameTime(milliseconds: 0)])
    }

    @Test func theAnswerKeepsTheNewestGamesThatFitInOneFrame() {
        let game = FinishedGame(
            gameID: T.id, round: 1, setup: T.setup, players: [T.name("Alice"), T.name("Bob")], startedAt: 0,
            duration: GameTime(milliseconds: 1), outcome: .draw, finalView: T.view("b2"))
        let games = (0..<1_000).map { index in
            var copy = game
            copy.round = index + 1
            copy.startedAt = Int64(1_000 - index)
            return copy
        }
        let answer = RoomHistory.answer(games)
        let size = WireCoder.encode(ServerMessage.history(games: answer)).utf8.count
        #expect(size <= ServerMessage.maxFrameBytes)
        #expect(answer.count > 100 && answer.count < 1_000)
        #expect(answer.map(\.startedAt) == answer.map(\.startedAt).sorted(), "oldest first")
        #expect(answer.last?.startedAt == 1_000, "the newest kept")
        let next = games.filter { !answer.contains($0) }.map(\.startedAt).max() ?? 0
        #expect(next < answer.map(\.startedAt).min() ?? 0, "only the oldest left out")
    }
}
