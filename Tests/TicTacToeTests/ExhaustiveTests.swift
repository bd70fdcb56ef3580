import CustomDump
import GameCore
import Testing
import TicTacToe

/// Every game of tic-tac-toe, played through the rules, against the published totals.
@Suite struct ExhaustiveTests {
    struct Tally: Equatable, Sendable {
        var games = 0
        var wonByX = 0
        var wonByO = 0
        var draws = 0
        /// Finished games by their number of moves, from 5 to 9.
        var gamesByLength: [Int: Int] = [:]
    }

    static func tally(from game: TicTacToe, into tally: inout Tally) {
        guard let seat = game.seatToMove else {
            tally.games += 1
            tally.gamesByLength[game.moves.count, default: 0] += 1
            switch game.ending {
            case .won(let winner, _): winner == Seat(0) ? (tally.wonByX += 1) : (tally.wonByO += 1)
            case .draw: tally.draws += 1
            case nil: Issue.record("a game with nobody to move has not ended")
            }
            return
        }
        for square in game.emptySquares {
            var child = game
            try! child.apply(.mark(square), by: seat)
            Self.tally(from: child, into: &tally)
        }
    }

    // NB: the published figures count games with X starting: 255,168 games, 131,184 won by the starter, 77,904
    // by the other side, 46,080 drawn. With O starting the same holds with the marks swapped.
    @Test(arguments: [Seat(0), Seat(1)])
    func everyGameMatchesThePublishedTotals(starter: Seat) {
        var tally = Tally()
        Self.tally(from: TicTacToe(starter: starter), into: &tally)
        let starterWins = 131_184
        let otherWins = 77_904
        let expected = Tally(
            games: 255_168,
            wonByX: starter == Seat(0) ? starterWins : otherWins,
            wonByO: starter == Seat(0) ? otherWins : starterWins,
            draws: 46_080,
            gamesByLength: [5: 1_440, 6: 5_328, 7: 47_952, 8: 72_576, 9: 127_872]
        )
        expectNoDifference(tally, expected)
    }

    @Test(arguments: [Seat(0), Seat(1)])
    func reachablePositionsMatchThePublishedTotals(starter: Seat) {
        let positions = ReachablePositions.all(starter: starter)
        let finished = positions.filter(\.isOver)
        #expect(positions.count == 5_478)
        #expect(positions.first == TicTacToe(starter: starter))
        #expect(finished.count == 958)
        #expect(finished.count { $0.outcome == .draw } == 16)
        #expect(finished.count { $0.outcome == .won(by: [starter]) } == 626)
        #expect(finished.count { $0.outcome.map { $0 != .draw && $0 != .won(by: [starter]) } ?? false } == 316)
    }

    @Test func bothStartersReachMirroredPositions() {
        let fromX = Set(ReachablePositions.all(starter: Seat(0)).map(\.board))
        let fromO = Set(ReachablePositions.all(starter: Seat(1)).map(\.board))
        let mirrored = Set(fromX.map { board in board.map { $0?.opponent } })
        #expect(mirrored == fromO)
    }
}
