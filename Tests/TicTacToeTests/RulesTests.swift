import CustomDump
import GameCore
import Testing
import TicTacToe

@Suite struct RulesTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        let name: String
        let before: String
        var starter = Seat(0)
        let square: Square
        let seat: Seat
        let violation: TicTacToe.Violation

        var testDescription: String { name }
    }

    // NB: the order of the checks matters to a server's error messages, so some rows break two rules at once.
    static let refusals: [Refusal] = [
        Refusal(
            name: "game over after a win", before: "a1 a2 b1 b2 c1", square: .named("c3"), seat: Seat(1),
            violation: .gameOver),
        Refusal(
            name: "game over after a draw", before: "a1 b2 c3 b1 b3 a3 c1 c2 a2", square: .named("a1"),
            seat: Seat(1), violation: .gameOver),
        Refusal(
            name: "game over beats off board", before: "a1 a2 b1 b2 c1", square: Square(row: 5, column: 5),
            seat: Seat(0), violation: .gameOver),
        Refusal(
            name: "O before X", before: "", square: .named("b2"), seat: Seat(1),
            violation: .notYourTurn(toMove: Seat(0))),
        Refusal(
            name: "X before O when O starts", before: "", starter: Seat(1), square: .named("b2"), seat: Seat(0),
            violation: .notYourTurn(toMove: Seat(1))),
        Refusal(
            name: "X twice", before: "a1", square: .named("b2"), seat: Seat(0),
            violation: .notYourTurn(toMove: Seat(1))),
        Refusal(
            name: "not your turn beats taken", before: "a1", square: .named("a1"), seat: Seat(0),
            violation: .notYourTurn(toMove: Seat(1))),
        Refusal(
            name: "taken by X", before: "b2", square: .named("b2"), seat: Seat(1),
            violation: .squareTaken(.named("b2"), by: .x)),
        Refusal(
            name: "taken by O", before: "b2 a1", square: .named("a1"), seat: Seat(0),
            violation: .squareTaken(.named("a1"), by: .o)),
        Refusal(
            name: "taken by O when O starts", before: "c3", starter: Seat(1), square: .named("c3"), seat: Seat(0),
            violation: .squareTaken(.named("c3"), by: .o)),
        Refusal(
            name: "row below the board", before: "", square: Square(row: 3, column: 0), seat: Seat(0),
            violation: .offBoard(Square(row: 3, column: 0))),
        Refusal(
            name: "column right of the board", before: "a1", square: Square(row: 0, column: 3), seat: Seat(1),
            violation: .offBoard(Square(row: 0, column: 3))),
        Refusal(
            name: "negative row", before: "", square: Square(row: -1, column: 1), seat: Seat(0),
            violation: .offBoard(Square(row: -1, column: 1))),
        Refusal(
            name: "seat 2", before: "", square: .named("b2"), seat: Seat(2), violation: .notAPlayer(Seat(2))),
        Refusal(
            name: "a spectator's seat number", before: "a1", square: .named("b2"), seat: Seat(-1),
            violation: .notAPlayer(Seat(-1))),
        Refusal(
            name: "not a player beats game over", before: "a1 a2 b1 b2 c1", square: .named("c3"), seat: Seat(9),
            violation: .notAPlayer(Seat(9))),
    ]

    @Test(arguments: refusals)
    func refusedMoveThrowsItsViolationAndChangesNothing(_ refusal: Refusal) throws {
        let before = try TicTacToe.playing(refusal.before, starter: refusal.starter)
        var game = before
        #expect(throws: refusal.violation) { try game.apply(.mark(refusal.square), by: refusal.seat) }
        expectNoDifference(game, before)
    }

    @Test(arguments: Array(Line.all.indices), [Seat(0), Seat(1)])
    func xCompletesEachLine(lineIndex: Int, starter: Seat) throws {
        let line = Line.all[lineIndex]
        try expectWin(line: line, winner: .x, starter: starter)
    }

    @Test(arguments: Array(Line.all.indices), [Seat(0), Seat(1)])
    func oCompletesEachLine(lineIndex: Int, starter: Seat) throws {
        let line = Line.all[lineIndex]
        try expectWin(line: line, winner: .o, starter: starter)
    }

    /// Plays a game where `winner` fills `line` in order and the loser plays squares off it that make no line.
    private func expectWin(line: Line, winner: Mark, starter: Seat) throws {
        let winnerStarts = winner.seat == starter
        let others = Square.all.filter { !line.contains($0) }
        let loserMoves = winnerStarts ? 2 : 3
        let loserSquares = try #require(
            combinations(of: others, size: loserMoves).first { squares in
                !Line.all.contains { $0.squares.allSatisfy(squares.contains) }
            })
        var squares: [Square] = []
        for index in 0..<3 {
            if !winnerStarts { squares.append(loserSquares[index]) }
            squares.append(line.squares[index])
            if winnerStarts, index < 2 { squares.append(loserSquares[index]) }
        }
        let game = try TicTacToe(starter: starter, replaying: squares)
        #expect(game.ending == .won(by: winner.seat, lines: [line]))
        #expect(game.outcome == .won(by: [winner.seat]))
        #expect(game.ending?.winningSquares == Set(line.squares))
        #expect(game.seatToMove == nil)
        #expect(game.seatsToAct == [])
        #expect(game.isOver)
        #expect(game.emptySquares == [])
    }

    private func combinations(of squares: [Square], size: Int) -> [[Square]] {
        guard size > 0 else { return [[]] }
        guard let first = squares.first else { return [] }
        let rest = Array(squares.dropFirst())
        return combinations(of: rest, size: size - 1).map { [first] + $0 } + combinations(of: rest, size: size)
    }

    @Test(arguments: [
        // X's last mark completes the top row and the middle column at once.
        ("a1 a2 c1 c2 b2 a3 b3 c3 b1", Seat(0), [Line.all[0], Line.all[4]]),
        // X's last mark, the centre, completes both diagonals.
        ("a1 b1 c3 a2 c1 c2 a3 b3 b2", Seat(0), [Line.all[6], Line.all[7]]),
        // O starts and its last mark completes the left column and the bottom row.
        ("a1 b2 a2 b1 c3 c1 b3 c2 a3", Seat(1), [Line.all[2], Line.all[3]]),
    ])
    func oneMarkCanCompleteTwoLines(moves: String, starter: Seat, lines: [Line]) throws {
        let game = try TicTacToe.playing(moves, starter: starter)
        #expect(game.ending == .won(by: starter, lines: lines))
        #expect(game.ending?.winningSquares == Set(lines.flatMap(\.squares)))
        #expect(game.ending?.winningSquares.count == 5)
    }

    @Test(arguments: [
        ("a1 b2 c3 b1 b3 a3 c1 c2 a2", Seat(0)),
        ("b2 a1 c1 a3 a2 c2 b1 b3 c3", Seat(0)),
        ("a1 b2 c3 b1 b3 a3 c1 c2 a2", Seat(1)),
    ])
    func fullBoardWithoutALineIsADraw(moves: String, starter: Seat) throws {
        let game = try TicTacToe.playing(moves, starter: starter)
        #expect(game.ending == .draw)
        #expect(game.outcome == .draw)
        #expect(game.ending?.winningSquares == [])
        #expect(game.board.allSatisfy { $0 != nil })
        #expect(game.seatToMove == nil)
    }

    @Test func lastSquareCanWinRatherThanDraw() throws {
        // NB: the ninth mark completes a line, so the full board is a win, not a draw.
        let game = try TicTacToe.playing("a1 b1 c1 a2 b2 c2 b3 a3 c3")
        #expect(game.ending == .won(by: Seat(0), lines: [Line.all[6]]))
    }

    @Test func oCanStart() throws {
        var game = TicTacToe(starter: Seat(1))
        #expect(game.seatToMove == Seat(1))
        #expect(game.markToMove == .o)
        #expect(game.seatsToAct == [Seat(1)])
        try game.apply(.mark(.centre), by: Seat(1))
        #expect(game[.centre] == .o)
        #expect(game.seatToMove == Seat(0))
        #expect(game.markToMove == .x)
        #expect(game.moves == [.centre])
        #expect(game.starter == Seat(1))
    }

    @Test func emptyBoard() {
        let game = TicTacToe()
        expectNoDifference(game.board, Array(repeating: nil, count: 9))
        #expect(game.starter == Seat(0))
        #expect(game.seatToMove == Seat(0))
        #expect(game.markToMove == .x)
        #expect(game.ending == nil)
        #expect(game.outcome == nil)
        #expect(game.emptySquares == Square.all)
        #expect(game.seats == [Seat(0), Seat(1)])
        #expect(TicTacToe.seatRange == 2...2)
    }

    @Test func markingRecordsTheMoveAndPassesTheTurn() throws {
        var game = TicTacToe()
        try game.apply(.mark(.named("c1")), by: Seat(0), at: GameTime(milliseconds: 1_234))
        var expected = Array<Mark?>(repeating: nil, count: 9)
        expected[2] = .x
        expectNoDifference(game.board, expected)
        #expect(game.moves == [.named("c1")])
        #expect(game.seatToMove == Seat(1))
        #expect(game[.named("c1")] == .x)
        #expect(game[Square(row: 9, column: 9)] == nil)
    }

    @Test(arguments: [Viewer.seat(Seat(0)), .seat(Seat(1)), .spectator])
    func everyViewerSeesTheWholeGame(viewer: Viewer) throws {
        let game = try TicTacToe.playing("a1 b2 c3")
        #expect(game.view(for: viewer) == game)
    }

    @Test(arguments: [Viewer.seat(Seat(0)), .seat(Seat(1)), .spectator])
    func anUpdateIsTheWholeGameAndApplyingItCatchesTheViewUp(viewer: Viewer) throws {
        let before = try TicTacToe.playing("a1 b2")
        let after = try TicTacToe.playing("a1 b2 c3")
        #expect(after.update(since: before, for: viewer) == after)
        var view = before.view(for: viewer)
        view.apply(after.update(since: before, for: viewer))
        expectNoDifference(view, after.view(for: viewer))
    }

    @Test func replayingStopsAtTheFirstRefusal() {
        #expect(throws: TicTacToe.Violation.squareTaken(.named("a1"), by: .x)) {
            try TicTacToe.playing("a1 a1")
        }
        #expect(throws: TicTacToe.Violation.gameOver) { try TicTacToe.playing("a1 a2 b1 b2 c1 c2") }
        #expect(throws: TicTacToe.Violation.offBoard(Square(row: 3, column: 3))) {
            try TicTacToe(replaying: [.centre, Square(row: 3, column: 3)])
        }
    }

    @Test(arguments: [
        (TicTacToe.Violation.gameOver, "The game is over."),
        (.notYourTurn(toMove: Seat(0)), "It is X's turn."),
        (.notYourTurn(toMove: Seat(1)), "It is O's turn."),
        (.notYourTurn(toMove: Seat(4)), "It is the other player's turn."),
        (.squareTaken(.named("b2"), by: .o), "b2 is taken by O."),
        (.offBoard(Square(row: 3, column: 1)), "(3, 1) is not on the board."),
        (.notAPlayer(Seat(2)), "seat 2 does not play in this game."),
    ])
    func violationsReadAsSentences(violation: TicTacToe.Violation, text: String) {
        #expect(violation.description == text)
    }
}
