import CustomDump
import GameCatalog
import GameCore
import Testing
import TicTacToe

/// Tic-tac-toe as the catalog plays it: a round opens with its starter, and every answer (game, refusal, view) is
/// the rules' own.
@Suite struct CatalogGameTests {
    @Test(arguments: [(1, Seat(0)), (2, Seat(1)), (3, Seat(0))])
    func roundOpensWithItsStarter(round: Int, starter: Seat) {
        let game = AnyGame(setup: GameKind.ticTacToe.standardSetup, round: round, seed: 42)
        expectNoDifference(game, .ticTacToe(TicTacToe(starter: starter)))
        #expect(game.kind == .ticTacToe)
        #expect(game.seatCount == 2)
        #expect(game.seatsToAct == [starter])
        #expect(game.movesPlayed == 0)
        #expect(game.outcome == nil)
        #expect(!game.isOver)
    }

    // NB: the catalog only dispatches; every answer must be the rules' own, move for move.
    @Test(arguments: ["a1 b2 c3", "b2 a1 c1 a3 a2", "a1 a2 b1 b2 c1", "a1 b2 c3 b1 b3 a3 c1 c2 a2"])
    func applyGivesTheRulesOwnGame(moves: String) throws {
        var game = AnyGame(setup: GameKind.ticTacToe.standardSetup, round: 1, seed: 0)
        for name in moves.split(separator: " ") {
            try game.apply(.ticTacToe(.mark(Square.named(String(name)))), by: game.seatsToAct[0], at: .start)
        }
        let expected = try TicTacToe.playing(moves)
        expectNoDifference(game, .ticTacToe(expected))
        #expect(game.outcome == expected.outcome)
        #expect(game.isOver == expected.isOver)
        #expect(game.seatsToAct == expected.seatsToAct)
        #expect(game.movesPlayed == expected.moves.count)
    }

    @Test(arguments: [
        ("a1", "a1", 1, TicTacToe.Violation.squareTaken(Square.named("a1"), by: .x), ViolationCategory.illegalMove),
        ("a1", "b2", 0, .notYourTurn(toMove: Seat(1)), .notYourTurn),
        ("a1 a2 b1 b2 c1", "c3", 1, .gameOver, .gameOver),
        ("", "b2", 2, .notAPlayer(Seat(2)), .notAPlayer),
    ])
    func refusalIsTheRulesViolation(
        before: String, square: String, seat: Int, violation: TicTacToe.Violation, category: ViolationCategory
    ) throws {
        let start = AnyGame.ticTacToe(try TicTacToe.playing(before))
        var game = start
        #expect(throws: AnyViolation.ticTacToe(violation)) {
            try game.apply(.ticTacToe(.mark(Square.named(square))), by: Seat(seat), at: .start)
        }
        expectNoDifference(game, start)
        #expect(AnyViolation.ticTacToe(violation).category == category)
        #expect(AnyViolation.ticTacToe(violation).description == violation.description)
        #expect(AnyViolation.ticTacToe(violation).kind == .ticTacToe)
    }

    @Test func offBoardMoveIsAnIllegalMove() {
        var game = AnyGame(setup: GameKind.ticTacToe.standardSetup, round: 1, seed: 0)
        let off = Square(row: 3, column: 0)
        #expect(throws: AnyViolation.ticTacToe(.offBoard(off))) {
            try game.apply(.ticTacToe(.mark(off)), by: Seat(0), at: .start)
        }
        #expect(AnyViolation.ticTacToe(.offBoard(off)).category == .illegalMove)
    }

    @Test(arguments: [Viewer.spectator, .seat(Seat(0)), .seat(Seat(1))])
    func everyoneSeesAllOfTicTacToe(viewer: Viewer) throws {
        let game = try TicTacToe.playing("b2 a1 c3")
        expectNoDifference(AnyGame.ticTacToe(game).view(for: viewer), .ticTacToe(game))
        #expect(AnyGame.ticTacToe(game).view(for: viewer).kind == .ticTacToe)
        let move = AnyMove.ticTacToe(.mark(Square.named("c3")))
        #expect(AnyGame.ticTacToe(game).disclosed(move, by: Seat(0), to: viewer) == move)
    }
}
