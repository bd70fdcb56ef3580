import GameCore
import Testing
import TicTacToe

/// The perfect computer player, checked against a game-tree search written here from the rules alone.
@Suite struct PerfectPlayerTests {
    /// A position as the search sees it: the board and who is to move (nobody once it is over).
    struct Key: Hashable {
        let board: [Mark?]
        let toMove: Mark?
    }

    /// The game-theoretic result for the side to move with best play from both sides: 1 win, 0 draw, -1 loss;
    /// for a finished game, the result for the side that would have moved next.
    final class Oracle {
        private var memo: [Key: Int] = [:]

        func value(of game: TicTacToe) -> Int {
            if let ending = game.ending {
                guard case .won = ending else { return 0 }
                return -1
            }
            let key = Key(board: game.board, toMove: game.markToMove)
            if let known = memo[key] { return known }
            let best = game.children.map { -value(of: $0) }.max() ?? 0
            memo[key] = best
            return best
        }
    }

    /// The worst result `computer` can get from `game` when it plays any of `bestSquares` on its turns and the
    /// opponent tries every reply: 1 win, 0 draw, -1 loss.
    final class WorstCase {
        let computer: Mark
        private var memo: [Key: Int] = [:]

        init(computer: Mark) {
            self.computer = computer
        }

        func result(from game: TicTacToe) -> Int {
            if let ending = game.ending {
                guard case .won(let seat, _) = ending else { return 0 }
                return seat == computer.seat ? 1 : -1
            }
            let key = Key(board: game.board, toMove: game.markToMove)
            if let known = memo[key] { return known }
            let squares = game.markToMove == computer ? ComputerPlayer.bestSquares(in: game) : game.emptySquares
            let worst = squares.map { square in
                var child = game
                try! child.apply(.mark(square), by: game.seatToMove!)
                return result(from: child)
            }.min()!
            memo[key] = worst
            return worst
        }
    }

    // NB: a position the opponent has already won cannot be saved, so "never loses" means: from every reachable
    // position, the worst the perfect player ends with is exactly what best play guarantees there — it never
    // loses a drawn or won position, and it converts every won one.
    @Test(arguments: Mark.allCases)
    func neverDoesWorseThanBestPlayFromAnyReachablePosition(computer: Mark) {
        let oracle = Oracle()
        let worstCase = WorstCase(computer: computer)
        var savable = 0
        for game in ReachablePositions.bothStarters {
            let forMover = oracle.value(of: game)
            let guaranteed =
                game.isOver
                ? worstCase.result(from: game) : (game.markToMove == computer ? forMover : -forMover)
            let worst = worstCase.result(from: game)
            #expect(worst == guaranteed, "\(game.moves.map(\.name)) starter \(game.starter)")
            if guaranteed >= 0, !game.isOver { savable += 1 }
        }
        // NB: guards against the check passing vacuously on an empty walk.
        #expect(savable > 4_000)
    }

    @Test(arguments: Mark.allCases, [Seat(0), Seat(1)])
    func neverLosesAFreshGame(computer: Mark, starter: Seat) {
        #expect(WorstCase(computer: computer).result(from: TicTacToe(starter: starter)) == 0)
    }

    @Test func takesAnImmediateWinWheneverThereIsOne() {
        var positionsWithAWin = 0
        for game in ComputerPlayerTests.positionsToMove {
            guard let seat = game.seatToMove else { continue }
            let winning = Set(
                game.emptySquares.filter { square in
                    var child = game
                    try! child.apply(.mark(square), by: seat)
                    return child.ending != nil && child.outcome != .draw
                })
            guard !winning.isEmpty else { continue }
            positionsWithAWin += 1
            #expect(Set(ComputerPlayer.bestSquares(in: game)) == winning, "\(game.moves.map(\.name))")
        }
        #expect(positionsWithAWin > 1_000)
    }

    @Test func valuesMatchTheOracleInEveryReachablePosition() {
        let oracle = Oracle()
        for game in ReachablePositions.bothStarters {
            #expect(ComputerPlayer.value(of: game).signum() == oracle.value(of: game), "\(game.moves.map(\.name))")
        }
    }

    @Test(arguments: [Seat(0), Seat(1)])
    func emptyBoardIsADraw(starter: Seat) {
        #expect(ComputerPlayer.value(of: TicTacToe(starter: starter)) == 0)
        #expect(ComputerPlayer.bestSquares(in: TicTacToe(starter: starter)) == Square.all)
    }

    @Test(arguments: [
        // X to move wins at once on c1, leaving four squares empty: the magnitude is one more than that.
        ("a1 a2 b1 b2", 5),
        // O to move cannot stop both of X's threats (a3, c2) and loses when X's seventh mark leaves two empty.
        ("a1 b1 b2 c3 a2", -3),
        // X has just won: O, who would move next, has lost with four squares empty.
        ("a1 a2 b1 b2 c1", -5),
        // O answered the corner with an edge, which loses: X wins with its fourth mark, two squares left.
        ("a1 b1", 3),
        ("a1 b2", 0),
        ("a1 b2 c3 b1 b3 a3 c1 c2 a2", 0),
    ])
    func valueRewardsQuickWinsAndSlowLosses(moves: String, value: Int) throws {
        #expect(ComputerPlayer.value(of: try TicTacToe.playing(moves)) == value)
    }

    @Test func perfectAgainstPerfectAlwaysDraws() throws {
        let player = ComputerPlayer(level: .perfect)
        for seed in 0..<50 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            var game = TicTacToe(starter: Seat(Int(seed % 2)))
            while let seat = game.seatToMove, let square = player.chooseSquare(in: game, using: &random) {
                try game.apply(.mark(square), by: seat)
            }
            #expect(game.outcome == .draw, "seed \(seed): \(game.moves.map(\.name))")
        }
    }

    @Test(arguments: ComputerLevel.allCases)
    func aFixedSeedGivesTheSameGame(level: ComputerLevel) throws {
        func playOut(seed: UInt64) throws -> [Square] {
            var random = SplitMix64(seed: seed)
            var game = TicTacToe()
            while let seat = game.seatToMove,
                let square = ComputerPlayer(level: level).chooseSquare(in: game, using: &random)
            {
                try game.apply(.mark(square), by: seat)
            }
            return game.moves
        }
        let first = try playOut(seed: 2_024)
        #expect(try playOut(seed: 2_024) == first)
        #expect(first.count >= 5)
        let others = try (0..<20 as Range<UInt64>).map { try playOut(seed: $0) }
        #expect(Set(others).count > 1, "different seeds should give different games")
    }
}
