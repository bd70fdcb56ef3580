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
}
