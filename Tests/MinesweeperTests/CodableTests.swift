import CustomDump
import GameCore
import Minesweeper
import Testing

@Suite struct CodableTests {
    /// The `debugDescription` of the error decoding `json` as `type` gives, or a recorded issue if it decodes.
    static func problem<Value: Decodable>(decoding json: String, as type: Value.Type) -> String {
        do {
            _ = try JSONRoundTrip.decode(type, from: json)
            Issue.record("\(json) decoded")
            return ""
        } catch DecodingError.dataCorrupted(let context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (Minesweeper.Move.reveal(.named("d7")), #"{"reveal":"d7"}"#),
        (.flag(.named("ad16"), on: true), #"{"flag":"ad16","on":true}"#),
        (.flag(.named("a1"), on: false), #"{"flag":"a1","on":false}"#), (.chord(.named("b2")), #"{"chord":"b2"}"#),
    ])
    func movesAreOneKeyNamingTheCell(move: Minesweeper.Move, json: String) throws {
        #expect(try JSONRoundTrip.encode(move) == json)
        #expect(try JSONRoundTrip.decode(Minesweeper.Move.self, from: json) == move)
    }

    @Test(arguments: [
        (#"{"reveal":"d7","chord":"d7"}"#, #"A move has exactly one of "reveal", "flag" and "chord"."#),
        (#"{}"#, #"A move has exactly one of "reveal", "flag" and "chord"."#),
        (#"{"reveal":"7"}"#, #""7" is not a cell name (column letters, then a row number from 1: d7)."#),
    ])
    func badMovesAreRefused(json: String, problem: String) {
        #expect(Self.problem(decoding: json, as: Minesweeper.Move.self) == problem)
    }

    @Test func endingsCarryTheirTimeAndTheHitMine() throws {
        #expect(
            try JSONRoundTrip.encode(Minesweeper.Ending.cleared(at: GameTime(milliseconds: 83000)))
                == #"{"cleared":{"at":83000}}"#)
        let hit = Minesweeper.Ending.mineHit(by: Seat(1), at: .named("d7"), time: GameTime(milliseconds: 41000))
        #expect(try JSONRoundTrip.encode(hit) == #"{"mineHit":{"at":"d7","by":1,"time":41000}}"#)
    }

    @Test func aFloodsViewAndChangeAreRowsAndRuns() throws {
        var game = smallBoard
        try game.play("r e1", by: 1)
        let change =
            #"{"move":{"reveal":"e1"},"revealed":["b1:1000","b2:2110","d3:10","d4:21"],"seat":1,"startedAt":1000}"#
        #expect(try JSONRoundTrip.encode(try #require(game.lastChange)) == change)
        let view =
            #"{"board":[".1000",".2110","...10","...21","....."],"lastChange":"# + change
            + #","options":{"columns":5,"mines":3,"rows":5,"winRule":"reveal-all"},"seats":2,"startedAt":1000}"#
        #expect(try JSONRoundTrip.encode(game.view(for: .spectator)) == view)
        expectNoDifference(try JSONRoundTrip.decode(MinesweeperView.self, from: view), game.view(for: .spectator))
    }

    @Test(arguments: [
        ("f a1", #"{"flagged":{"a1":0},"move":{"flag":"a1","on":true},"seat":0}"#),
        ("f a1, u a1", #"{"move":{"flag":"a1","on":false},"seat":0,"unflagged":["a1"]}"#),
        (
            "r e1, r c3",
            #"{"ending":{"mineHit":{"at":"c3","by":0,"time":2000}},"mines":["a1","c3","e5"],"move":{"reveal":"c3"},"seat":0}"#
        ),
        (
            "r e1, r a5",
            #"{"ending":{"cleared":{"at":2000}},"mines":["a1","c3","e5"],"move":{"reveal":"a5"},"revealed":["a2:1","a3:01","a4:011","a5:0001"],"seat":0}"#
        ),
    ])
    func changesCarryOnlyWhatChanged(moves: String, json: String) throws {
        var game = smallBoard
        try game.play(moves)
        let change = try #require(game.lastChange)
        #expect(try JSONRoundTrip.encode(change) == json)
        #expect(try JSONRoundTrip.decode(MinesweeperChange.self, from: json) == change)
    }

    @Test(arguments: [
        (
            #"{"move":{"reveal":"a1"},"revealed":["a1:9"],"seat":0}"#,
            #""a1:9" is not a run: a cell name, a colon, then one digit 0-8 per cell."#
        ),
        (
            #"{"move":{"reveal":"a1"},"revealed":["a1"],"seat":0}"#,
            #""a1" is not a run: a cell name, a colon, then one digit 0-8 per cell."#
        ),
        (
            #"{"move":{"reveal":"a1"},"revealed":["a1:"],"seat":0}"#,
            #""a1:" is not a run: a cell name, a colon, then one digit 0-8 per cell."#
        ),
        (
            #"{"move":{"reveal":"a1"},"revealed":["1a:0"],"seat":0}"#,
            #""1a:0" is not a run: a cell name, a colon, then one digit 0-8 per cell."#
        ),
        (
            #"{"move":{"reveal":"a1"},"revealed":["a1:00","b1:0"],"seat":0}"#,
            #"The run "b1:0" is out of order or overlaps the one before it."#
        ),
        (
            #"{"move":{"reveal":"a1"},"revealed":["a2:0","a1:0"],"seat":0}"#,
            #"The run "a1:0" is out of order or overlaps the one before it."#
        ),
        (#"{"flagged":{"a0":1},"move":{"reveal":"a1"},"seat":0}"#, #""a0" is not a cell name."#),
        (#"{"mines":["a1"],"move":{"reveal":"a1"},"seat":0}"#, "Mines are shown only with the ending."),
    ])
    func badChangesAreRefused(json: String, problem: String) {
        #expect(Self.problem(decoding: json, as: MinesweeperChange.self) == problem)
    }

    static let options = #""options":{"columns":5,"mines":3,"rows":5,"winRule":"reveal-all"}"#

    @Test(arguments: [
        (
            #"{"board":[".....",".....",".....","....."],"# + options + #","seats":2}"#,
            "The board has 4 rows; its options say 5."
        ),
        (
            #"{"board":[".....",".....","......",".....","....."],"# + options + #","seats":2}"#,
            "Row 3 has 6 cells; the board has 5 columns."
        ),
        (
            #"{"board":[".....",".....","..9..",".....","....."],"# + options + #","seats":2}"#,
            #""9" at c3 is not a square (. 0-8 a-z F * X !)."#
        ),
        (
            #"{"board":[".....",".....","..*..",".....","....."],"# + options + #","seats":2}"#,
            "c3 shows what only the end of a game shows."
        ),
        (
            #"{"board":[".....",".....",".....",".....","F...."],"# + options + #","seats":2}"#,
            "a5 shows what only the end of a game shows."
        ),
        (
            #"{"board":[".....",".....",".....",".....",".c..."],"# + options + #","seats":2}"#,
            "b5 carries a flag of seat 2, but the game has 2 seats."
        ),
        (
            #"{"board":[".....",".....",".....",".....","....."],"# + options + #","seats":0}"#,
            "Minesweeper has 1 to 16 seats, not 0."
        ),
    ])
    func badViewsAreRefused(json: String, problem: String) {
        #expect(Self.problem(decoding: json, as: MinesweeperView.self) == problem)
    }

    static let storedGames = [
        "", "f a1", "r e1", "r e1, f c3, u c3, f a2", "r e1, r a5", "r e1, f c3, f d5, r a1", "r e1, f a1, f c3, c b2",
    ]

    @Test(arguments: storedGames)
    func aStoredGameRoundTrips(moves: String) throws {
        var game = smallBoard
        try game.play(moves)
        expectNoDifference(try JSONRoundTrip.decode(Minesweeper.self, from: JSONRoundTrip.encode(game)), game)
    }

    @Test func aSeededGameRoundTripsBeforeAndAfterItsMinesArePlaced() throws {
        var game = Minesweeper(options: MinesweeperPreset.expert.options, seatCount: 4, seed: UInt64.max - 3)
        try game.play("f a1", by: 3)
        expectNoDifference(try JSONRoundTrip.decode(Minesweeper.self, from: JSONRoundTrip.encode(game)), game)
        try game.play("r h8, f b1", by: 2)
        expectNoDifference(try JSONRoundTrip.decode(Minesweeper.self, from: JSONRoundTrip.encode(game)), game)
    }

    @Test func aStoredGameHoldsTheSeedTheMinesAndTheBoard() throws {
        var game = Minesweeper.laid(["*....", ".....", "..*..", ".....", "....*"], seats: 1)
        try game.play("f a1", from: 0)
        #expect(
            try JSONRoundTrip.encode(game)
                == #"{"board":["a....",".....",".....",".....","....."],"lastChange":{"flagged":{"a1":0},"#
                + #""move":{"flag":"a1","on":true},"seat":0},"mines":["a1","c3","e5"],"moves":1,"#
                + Self.options + #","seats":1,"seed":0}"#)
    }

    static func stored(_ board: String, _ mines: String, _ extra: String) -> String {
        #"{"board":["# + board + #"],"mines":["# + mines + #"],"moves":1,"# + options + #","seats":1,"seed":0"#
            + extra + "}"
    }

    @Test(arguments: [
        (
            stored(#"".....",".....",".....",".....",".....""#, #""a1","c3""#, ""),
            "The board needs 3 distinct mines on it."
        ),
        (
            stored(#"".....",".....",".....",".....",".....""#, #""a1","a1","c3""#, ""),
            "The board needs 3 distinct mines on it."
        ),
        (
            stored(#"".....",".....",".....",".....",".....""#, #""a1","c3","f5""#, ""),
            "The board needs 3 distinct mines on it."
        ),
        (
            stored(#"".1000",".2110","...10","...20",".....""#, #""a1","c3","e5""#, #","startedAt":5"#),
            "e4 shows 0 but touches 1 mines."
        ),
        (
            stored(#""01000",".2110","...10","...21",".....""#, #""a1","c3","e5""#, #","startedAt":5"#),
            "a1 is revealed but holds a mine."
        ),
        (
            stored(#"".....",".....","..*..",".....",".....""#, #""a1","c3","e5""#, #","startedAt":5"#),
            "c3 shows what only the end of a game shows."
        ),
        (
            stored(
                #"".....",".....",".....",".....",".....""#, #""a1","c3","e5""#,
                #","ending":{"mineHit":{"at":"b1","by":0,"time":5}},"startedAt":5"#),
            "The mine hit at b1 is not a mine."
        ),
        (
            #"{"board":[".....",".....",".....",".....","....."],"moves":0,"# + options
                + #","seats":1,"seed":0,"startedAt":5}"#,
            "The clock started but no mines were placed."
        ),
        (
            #"{"board":[".....",".....",".....",".....","....."],"moves":0,"# + options + #","seats":17,"seed":0}"#,
            "Minesweeper has 1 to 16 seats, not 17."
        ),
    ])
    func corruptStoredGamesAreRefused(json: String, problem: String) {
        #expect(Self.problem(decoding: json, as: Minesweeper.self) == problem)
    }
}
