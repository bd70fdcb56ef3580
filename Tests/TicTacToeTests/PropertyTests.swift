import CustomDump
import GameCore
import PropertyBased
import Testing
import TicTacToe

/// Random sequences of attempted moves, legal and not, fed to the rules one by one.
@Suite struct PropertyTests {
    /// One attempt: `seatCode` 0-2 is that seat (2 plays no part), 3-5 is whoever is to move, so most attempts
    /// are on turn; `squareCode` 0-8 is a square by index and 9 a square off the board.
    static let attempts = zip(Gen.int(in: 0...5), Gen.int(in: 0...9)).array(of: 0...40)
    static let starters = Gen.int(in: 0...1)

    static func seat(for code: Int, in game: TicTacToe) -> Seat {
        code < 3 ? Seat(code) : game.seatToMove ?? Seat(code % 2)
    }

    static func square(for code: Int) -> Square {
        code < 9 ? Square(index: code) : Square(row: 3, column: code % 4)
    }

    /// Plays every attempt, checking after each that an accepted move only filled an empty square, a refused
    /// one changed nothing, nothing was accepted after the end, and the counts of X and O stay within one.
    /// Returns the final game and the squares accepted.
    static func play(_ attempts: [(Int, Int)], starter: Seat) -> (game: TicTacToe, accepted: [Square]) {
        var game = TicTacToe(starter: starter)
        var accepted: [Square] = []
        for (seatCode, squareCode) in attempts {
            let before = game
            let seat = seat(for: seatCode, in: game)
            let square = square(for: squareCode)
            do {
                try game.apply(.mark(square), by: seat)
                accepted.append(square)
                #expect(!before.isOver, "a move was accepted after the end")
                #expect(before[square] == nil, "\(square) was overwritten")
                #expect(game[square] == Mark(seat: seat))
                for other in Square.all where other != square { #expect(game[other] == before[other]) }
            } catch {
                expectNoDifference(game, before)
            }
            let counts = game.markCounts
            #expect(abs(counts.x - counts.o) <= 1)
            #expect(counts.x + counts.o == game.moves.count)
        }
        return (game, accepted)
    }

    @Test func movesNeverOverwriteAndRefusalsChangeNothing() async {
        await propertyCheck(count: 500, input: Self.attempts, Self.starters) { attempts, starter in
            _ = Self.play(attempts, starter: Seat(starter))
        }
    }

    @Test func replayingTheAcceptedMovesRebuildsTheSameState() async {
        await propertyCheck(count: 500, input: Self.attempts, Self.starters) { attempts, starter in
            let (game, accepted) = Self.play(attempts, starter: Seat(starter))
            #expect(accepted == game.moves)
            let replayed = try TicTacToe(starter: Seat(starter), replaying: accepted)
            expectNoDifference(replayed, game)
        }
    }

    @Test func legalMovesAreTheEmptySquaresForTheSeatToMoveOnly() async {
        await propertyCheck(count: 500, input: Self.attempts, Self.starters) { attempts, starter in
            let (game, _) = Self.play(attempts, starter: Seat(starter))
            for seat in [Seat(-1), Seat(0), Seat(1), Seat(2)] {
                let expected = seat == game.seatToMove ? game.emptySquares.map(TicTacToe.Move.mark) : []
                #expect(game.legalMoves(for: seat) == expected)
            }
            let empty = Square.all.filter { game[$0] == nil }
            #expect(game.emptySquares == (game.isOver ? [] : empty))
        }
    }

    @Test func theMarkToMoveAlternatesFromTheStarter() async {
        await propertyCheck(count: 300, input: Self.attempts, Self.starters) { attempts, starter in
            let (game, _) = Self.play(attempts, starter: Seat(starter))
            guard let seat = game.seatToMove else { return }
            let starterMoves = game.moves.count.isMultiple(of: 2)
            #expect(seat == (starterMoves ? Seat(starter) : Seat(1 - starter)))
            let counts = game.markCounts
            let starterMark = starter == 0 ? counts.x : counts.o
            let otherMark = starter == 0 ? counts.o : counts.x
            #expect(starterMark - otherMark == (starterMoves ? 0 : 1))
        }
    }
}
