import GameCore
import TicTacToe

/// Every game of tic-tac-toe from the empty board, walked depth first.
enum GameTree {
    /// One game reaching each distinct position when `starter` opens, finished positions included, in the
    /// order the walk first meets them.
    static func positions(starter: Seat) -> [TicTacToe] {
        var seen: Set<[Mark?]> = []
        var found: [TicTacToe] = []
        func visit(_ game: TicTacToe) {
            guard seen.insert(game.board).inserted else { return }
            found.append(game)
            for child in children(of: game) { visit(child) }
        }
        visit(TicTacToe(starter: starter))
        return found
    }

    /// Plays every game from `game` to its end, and returns how many moves were applied.
    ///
    /// NB: each move is applied to a fresh copy, as a server applies a move to a room's state, so the figure
    /// includes the copy.
    static func applyEverywhere(from game: TicTacToe) -> Int {
        guard let seat = game.seatToMove else { return 0 }
        var applied = 0
        for square in game.emptySquares {
            var child = game
            try! child.apply(.mark(square), by: seat)
            applied += 1 + applyEverywhere(from: child)
        }
        return applied
    }

    /// Plays every game from `game` to its end, timing each apply on its own.
    static func timeEachApply(from game: TicTacToe, clock: ContinuousClock, into samples: inout Samples) {
        guard let seat = game.seatToMove else { return }
        for square in game.emptySquares {
            var child = game
            let duration = clock.measure { try! child.apply(.mark(square), by: seat) }
            samples.append(duration)
            timeEachApply(from: child, clock: clock, into: &samples)
        }
    }

    /// The positions one move after `game`.
    private static func children(of game: TicTacToe) -> [TicTacToe] {
        guard let seat = game.seatToMove else { return [] }
        return game.emptySquares.map { square in
            var child = game
            try! child.apply(.mark(square), by: seat)
            return child
        }
    }
}
