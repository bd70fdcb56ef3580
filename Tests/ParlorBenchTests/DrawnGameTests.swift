import GameCore
import Testing
import TicTacToe

@testable import parlor_bench

/// Every benchmark round must last nine moves whoever starts, so rounds never end early and the per-round
/// message count the rate-limit budget assumes holds.
@Suite struct DrawnGameTests {
    @Test(arguments: [Seat(0), Seat(1)])
    func isADrawAfterNineMoves(_ starter: Seat) throws {
        var game = TicTacToe(starter: starter)
        for (index, square) in PlayedRoom.drawnGame.enumerated() {
            #expect(game.ending == nil, "the round ended after \(index) moves")
            let seat = try #require(game.seatToMove)
            try game.apply(.mark(Square(index: square)), by: seat)
        }
        #expect(game.ending == .draw)
    }

    @Test func budgetAllowsWholeRounds() {
        #expect(PlayedRoom.moves(budget: 95, dialect: .parlor) == 135)
        #expect(PlayedRoom.moves(budget: 8, dialect: .parlor) == 9)
        #expect(PlayedRoom.moves(budget: 7, dialect: .parlor) == 0)
    }
}
