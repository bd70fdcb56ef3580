import GameCore
import TicTacToe

extension Square {
    /// The square named `name`, such as "b2"; traps on a typo in a test table.
    static func named(_ name: String) -> Square {
        guard let square = Square(name: name) else { preconditionFailure("\(name) is not a square") }
        return square
    }
}

extension TicTacToe {
    /// The game reached by marking the squares named in `moves` ("a1 b2 c3") in turn, `starter` first.
    static func playing(_ moves: String, starter: Seat = Seat(0)) throws(Violation) -> TicTacToe {
        try TicTacToe(starter: starter, replaying: moves.split(separator: " ").map { Square.named(String($0)) })
    }

    /// The positions one legal move after this one.
    var children: [TicTacToe] {
        guard let seat = seatToMove else { return [] }
        return emptySquares.map { square in
            var child = self
            try! child.apply(.mark(square), by: seat)
            return child
        }
    }

    /// How many of each mark the board holds.
    var markCounts: (x: Int, o: Int) {
        (board.count { $0 == .x }, board.count { $0 == .o })
    }
}

/// Every distinct position legal play reaches from the empty board, walked with the rules alone.
enum ReachablePositions {
    /// One game reaching each distinct board when `starter` opens, finished ones included, empty board first.
    static func all(starter: Seat) -> [TicTacToe] {
        var seen: Set<[Mark?]> = []
        var found: [TicTacToe] = []
        var stack = [TicTacToe(starter: starter)]
        while let game = stack.popLast() {
            guard seen.insert(game.board).inserted else { continue }
            found.append(game)
            stack += game.children
        }
        return found
    }

    /// Both starters' positions together.
    static let bothStarters: [TicTacToe] = all(starter: Seat(0)) + all(starter: Seat(1))
}
