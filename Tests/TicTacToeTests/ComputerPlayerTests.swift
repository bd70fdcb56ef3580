import GameCore
import Testing
import TicTacToe

@Suite struct ComputerPlayerTests {
    /// The positions where a move is due, both starters.
    static let positionsToMove = ReachablePositions.bothStarters.filter { !$0.isOver }

    @Test(arguments: ComputerLevel.allCases)
    func everyLevelPicksAnEmptySquareInEveryPosition(level: ComputerLevel) {
        let player = ComputerPlayer(level: level)
        var random = SplitMix64(seed: 11)
        for game in Self.positionsToMove {
            for _ in 0..<3 {
                let square = player.chooseSquare(in: game, using: &random)
                #expect(square.map(game.emptySquares.contains) == true, "\(game.moves)")
            }
        }
    }

    @Test(arguments: ComputerLevel.allCases)
    func nothingToChooseOnceTheGameIsOver(level: ComputerLevel) throws {
        var random = SplitMix64(seed: 1)
        let game = try TicTacToe.playing("a1 a2 b1 b2 c1")
        #expect(ComputerPlayer(level: level).chooseSquare(in: game, using: &random) == nil)
        #expect(ComputerPlayer.bestSquares(in: game) == [])
    }

    @Test func easyReachesEveryEmptySquare() {
        var random = SplitMix64(seed: 3)
        let picks = Set(
            (0..<200).compactMap { _ in
                ComputerPlayer(level: .easy).chooseSquare(in: TicTacToe(), using: &random)
            })
        #expect(picks == Set(Square.all))
    }

    struct Position: CustomTestStringConvertible, Sendable {
        let name: String
        let moves: String
        var starter = Seat(0)
        let expected: Set<String>

        var testDescription: String { name }
    }

    static let mediumPositions: [Position] = [
        Position(name: "X wins the top row", moves: "a1 a2 b1 b2", expected: ["c1"]),
        Position(name: "O wins rather than blocks", moves: "a1 a2 b1 b2 c3", expected: ["c2"]),
        Position(name: "O blocks the top row", moves: "a1 b2 b1", expected: ["c1"]),
        Position(name: "X blocks the diagonal", moves: "c2 b2 a3 c3", expected: ["a1"]),
        Position(name: "X wins either of two ways", moves: "a1 b2 c1 c3 a3 c2", expected: ["a2", "b1"]),
        Position(name: "X blocks when O started", moves: "a1 b2 a2", starter: Seat(1), expected: ["a3"]),
        Position(name: "O wins the anti-diagonal", moves: "c1 a1 b2 b1", starter: Seat(1), expected: ["a3"]),
    ]

    @Test(arguments: mediumPositions)
    func mediumWinsWhenItCanAndBlocksWhenItMust(_ position: Position) throws {
        let game = try TicTacToe.playing(position.moves, starter: position.starter)
        for seed in 0..<20 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            let square = try #require(ComputerPlayer(level: .medium).chooseSquare(in: game, using: &random))
            #expect(position.expected.contains(square.name), "seed \(seed) chose \(square)")
        }
    }
}
