import CustomDump
import GameCore
import Testing
import TicTacToe

@Suite struct CodableTests {
    static let games: [(String, Seat)] = [
        ("", Seat(0)), ("", Seat(1)), ("b2 a1", Seat(0)), ("a1 a2 b1 b2 c1", Seat(0)),
        ("a1 b2 c3 b1 b3 a3 c1 c2 a2", Seat(1)), ("a1 a2 c1 c2 b2 a3 b3 c3 b1", Seat(0)),
    ]

    @Test(arguments: games)
    func gameRoundTrips(moves: String, starter: Seat) throws {
        let game = try TicTacToe.playing(moves, starter: starter)
        let decoded = try JSONRoundTrip.decode(TicTacToe.self, from: JSONRoundTrip.encode(game))
        expectNoDifference(decoded, game)
    }

    @Test func gameEncodesStarterMovesBoardAndEnding() throws {
        let game = try TicTacToe.playing("a1 a2 b1 b2 c1")
        let square = { (row: Int, column: Int) in #"{"column":\#(column),"row":\#(row)}"# }
        let topRow = (0..<3).map { square(0, $0) }.joined(separator: ",")
        let expected =
            #"{"board":["x","x","x","o","o",null,null,null,null],"ending":{"won":{"by":0,"lines":[{"squares":["#
            + topRow + #"]}]}},"moves":["#
            + [square(0, 0), square(1, 0), square(0, 1), square(1, 1), square(0, 2)]
            .joined(separator: ",") + #"],"starter":0}"#
        #expect(try JSONRoundTrip.encode(game) == expected)
    }

    @Test func gameInProgressHasNoEndingKey() throws {
        #expect(
            try JSONRoundTrip.encode(TicTacToe(starter: Seat(1)))
                == #"{"board":[null,null,null,null,null,null,null,null,null],"moves":[],"starter":1}"#)
    }

    @Test func gameDecodesFromStarterAndMovesAlone() throws {
        let json = #"{"moves":[{"column":1,"row":1},{"column":0,"row":0}],"starter":1}"#
        expectNoDifference(
            try JSONRoundTrip.decode(TicTacToe.self, from: json), try TicTacToe.playing("b2 a1", starter: Seat(1)))
    }

    // NB: a decoded game comes from a file or the wire; it must be one legal play reaches, or be refused.
    @Test(arguments: [
        ("a starter that does not play", #"{"moves":[],"starter":2}"#),
        ("a square marked twice", #"{"moves":[{"column":0,"row":0},{"column":0,"row":0}],"starter":0}"#),
        ("a square off the board", #"{"moves":[{"column":3,"row":0}],"starter":0}"#),
        (
            "a move after the end",
            #"{"moves":[{"column":0,"row":0},{"column":0,"row":1},{"column":1,"row":0},{"column":1,"row":1},{"column":2,"row":0},{"column":2,"row":1}],"starter":0}"#
        ),
        (
            "a board that disagrees",
            #"{"board":["o",null,null,null,null,null,null,null,null],"moves":[{"column":0,"row":0}],"starter":0}"#
        ),
        ("an ending that disagrees", #"{"ending":{"draw":{}},"moves":[],"starter":0}"#),
        ("no moves", #"{"starter":0}"#),
    ])
    func inconsistentGameIsRefused(reason: String, json: String) {
        #expect(throws: DecodingError.self, "\(reason)") { try JSONRoundTrip.decode(TicTacToe.self, from: json) }
    }

    @Test(arguments: Square.all + [Square(row: 3, column: -1)])
    func moveRoundTripsWithALabelledSquare(square: Square) throws {
        let json = try JSONRoundTrip.encode(TicTacToe.Move.mark(square))
        #expect(json == #"{"mark":{"square":{"column":\#(square.column),"row":\#(square.row)}}}"#)
        #expect(try JSONRoundTrip.decode(TicTacToe.Move.self, from: json) == .mark(square))
    }

    @Test(arguments: [#"{"mark":{"_0":{"column":1,"row":1}}}"#, #"{"mark":{}}"#, #"{}"#, #""b2""#])
    func malformedMoveIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONRoundTrip.decode(TicTacToe.Move.self, from: json) }
    }

    @Test(arguments: [
        (TicTacToe.Ending.draw, #"{"draw":{}}"#),
        (
            .won(by: Seat(1), lines: [Line.all[7]]),
            #"{"won":{"by":1,"lines":[{"squares":[{"column":2,"row":0},{"column":1,"row":1},{"column":0,"row":2}]}]}}"#
        ),
    ])
    func endingRoundTrips(ending: TicTacToe.Ending, json: String) throws {
        #expect(try JSONRoundTrip.encode(ending) == json)
        #expect(try JSONRoundTrip.decode(TicTacToe.Ending.self, from: json) == ending)
    }

    @Test func doubleLineEndingRoundTrips() throws {
        let ending = TicTacToe.Ending.won(by: Seat(0), lines: [Line.all[6], Line.all[7]])
        #expect(try JSONRoundTrip.decode(TicTacToe.Ending.self, from: JSONRoundTrip.encode(ending)) == ending)
    }

    @Test(arguments: [(Mark.x, #""x""#), (.o, #""o""#)])
    func markIsItsLetter(mark: Mark, json: String) throws {
        #expect(try JSONRoundTrip.encode(mark) == json)
        #expect(try JSONRoundTrip.decode(Mark.self, from: json) == mark)
    }
}
