public import GameCore

/// A game of tic-tac-toe: two seats take turns marking squares of a 3×3 board; three in a line wins.
///
/// The value is the whole game. Seat 0 plays X and seat 1 plays O; `starter` says which seat moves first, so
/// a match can alternate who starts while each player keeps their mark.
public struct TicTacToe: Game {
    /// The marks on the board by square index, 0-8 row by row; `nil` is empty.
    public private(set) var board: [Mark?]
    /// The seat that made the first move.
    public let starter: Seat
    /// The squares marked so far, in order; the first by `starter`, then alternating.
    public private(set) var moves: [Square]
    /// How the game ended, with the winning line, or `nil` while it goes on.
    public private(set) var ending: Ending?

    /// An empty board with `starter` to move.
    public init(starter: Seat = Seat(0)) {
        precondition(Mark(seat: starter) != nil, "tic-tac-toe has seats 0 and 1")
        self.board = Array(repeating: nil, count: 9)
        self.starter = starter
        self.moves = []
        self.ending = nil
    }

    /// The position reached by playing `moves` from an empty board with `starter` to move, or the first refusal.
    public init(starter: Seat = Seat(0), replaying moves: [Square]) throws(Violation) {
        self.init(starter: starter)
        for square in moves {
            guard let seat = seatToMove else { throw .gameOver }
            try apply(.mark(square), by: seat)
        }
    }

    /// Tic-tac-toe is played by exactly two.
    public static let seatRange = 2...2

    /// Two seats in turn, each for itself; a rematch needs both, and the round waits for both seats.
    public static let traits = GameTraits(
        turns: .oneSeatAtATime, joinsMidRound: false, nextRound: .whenEverySeatAsks, scoring: .eachSeatForItself,
        playersToStart: 2, keepsTime: false)

    /// Always 2.
    public var seatCount: Int { 2 }

    /// The mark on `square`, or `nil` if it is empty or off the board.
    public subscript(square: Square) -> Mark? {
        square.isOnBoard ? board[square.index] : nil
    }

    /// The seat whose turn it is, or `nil` once the game is over.
    public var seatToMove: Seat? {
        guard ending == nil else { return nil }
        return moves.count.isMultiple(of: 2) ? starter : Seat(1 - starter.index)
    }

    /// The mark whose turn it is, or `nil` once the game is over.
    public var markToMove: Mark? { seatToMove.flatMap(Mark.init(seat:)) }

    /// The seat to move, alone, or none once the game is over.
    public var seatsToAct: [Seat] { seatToMove.map { [$0] } ?? [] }

    /// The ending in the terms every game shares: the winner's seat, or a draw.
    public var outcome: Outcome? {
        switch ending {
        case nil: return nil
        case .draw: return .draw
        case .won(let seat, _): return .won(by: [seat])
        }
    }

    /// The empty squares, row by row; none once the game is over.
    public var emptySquares: [Square] {
        guard ending == nil else { return [] }
        return Square.all.filter { board[$0.index] == nil }
    }

    /// The moves `seat` may make now: every empty square on its turn, nothing otherwise.
    public func legalMoves(for seat: Seat) -> [Move] {
        seat == seatToMove ? emptySquares.map(Move.mark) : []
    }

    /// Marks the square for `seat`, or throws why not and changes nothing; tic-tac-toe ignores `time`.
    ///
    /// Checks in this order: a seat that does not play, a finished game, the other seat's turn, a square off the
    /// board, a square already marked.
    public mutating func apply(_ move: Move, by seat: Seat, at time: GameTime) throws(Violation) {
        guard let mark = Mark(seat: seat) else { throw .notAPlayer(seat) }
        guard let toMove = seatToMove else { throw .gameOver }
        guard seat == toMove else { throw .notYourTurn(toMove: toMove) }
        switch move {
        case .mark(let square):
            guard square.isOnBoard else { throw .offBoard(square) }
            if let taken = board[square.index] { throw .squareTaken(square, by: taken) }
            board[square.index] = mark
            moves.append(square)
            ending = Self.ending(after: square, by: seat, on: board)
        }
    }

    /// Nothing is hidden in tic-tac-toe: every viewer sees the whole game.
    public func view(for viewer: Viewer) -> TicTacToe { self }

    private static func ending(after square: Square, by seat: Seat, on board: [Mark?]) -> Ending? {
        let mark = board[square.index]
        let lines = Line.all.filter { line in
            line.contains(square) && line.squares.allSatisfy { board[$0.index] == mark }
        }
        if !lines.isEmpty { return .won(by: seat, lines: lines) }
        return board.contains(nil) ? nil : .draw
    }
}
