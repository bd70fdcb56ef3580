/// Chooses moves for a computer-controlled seat.
///
/// Pure: the only source of randomness is the generator passed in, so a seeded generator gives the same moves
/// every time.
public struct ComputerPlayer: Hashable, Sendable {
    /// How well it plays.
    public var level: ComputerLevel

    /// A computer player of `level`.
    public init(level: ComputerLevel) {
        self.level = level
    }

    /// The square to mark for the seat to move in `game`, or `nil` when the game is over.
    public func chooseSquare(in game: TicTacToe, using random: inout some RandomNumberGenerator) -> Square? {
        guard let mark = game.markToMove else { return nil }
        let empty = game.emptySquares
        switch level {
        case .easy:
            return empty.randomElement(using: &random)
        case .medium:
            if let win = Self.completingSquare(for: mark, in: game) { return win }
            if let block = Self.completingSquare(for: mark.opponent, in: game) { return block }
            return empty.randomElement(using: &random)
        case .perfect:
            return Self.bestSquares(in: game).randomElement(using: &random)
        }
    }

    /// The squares that give the side to move the best result with best play from both sides, each equally good.
    public static func bestSquares(in game: TicTacToe) -> [Square] {
        guard let mark = game.markToMove else { return [] }
        var board = PositionKey(game.board)
        var best = Int.min
        var squares: [Square] = []
        for square in game.emptySquares {
            board.set(square.index, to: mark)
            let value = -PerfectPlay.value(of: board, toMove: mark.opponent)
            board.clear(square.index)
            if value > best {
                best = value
                squares = [square]
            } else if value == best {
                squares.append(square)
            }
        }
        return squares
    }

    /// The value of `game` for the side to move with perfect play: positive wins, 0 draws, negative loses; a
    /// larger magnitude means the game ends sooner.
    public static func value(of game: TicTacToe) -> Int {
        // NB: once the game is over the value is for the side that would have moved next.
        let starter = Mark(seat: game.starter) ?? .x
        let mark = game.moves.count.isMultiple(of: 2) ? starter : starter.opponent
        return PerfectPlay.value(of: PositionKey(game.board), toMove: mark)
    }

    /// A square that completes a line for `mark`, if there is one.
    static func completingSquare(for mark: Mark, in game: TicTacToe) -> Square? {
        for line in Line.all {
            let marks = line.squares.map { game[$0] }
            guard marks.filter({ $0 == mark }).count == 2 else { continue }
            if let index = marks.firstIndex(of: nil) { return line.squares[index] }
        }
        return nil
    }
}
