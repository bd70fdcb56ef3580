import CustomDump
import Foundation
import GameCatalog
import GameCore
import TestGames
import Testing
import TicTacToe

/// Tic-tac-toe's values on the wire as the catalog writes them: its kind beside the game's own fields, never an
/// unlabelled field, and a refusal of what no legal play reaches.
@Suite struct CatalogCodableTests {
    static let centre = #"{"column":1,"row":1}"#

    @Test func moveIsItsKindBesideTheGamesMove() throws {
        let move = AnyMove.ticTacToe(.mark(.centre))
        let json = #"{"kind":"tic-tac-toe","mark":{"square":\#(Self.centre)}}"#
        #expect(try JSON.encode(move) == json)
        #expect(try JSON.decode(AnyMove.self, from: json) == move)
        #expect(move.kind == .ticTacToe)
    }

    @Test func viewAndGameAreTheirKindBesideTheGamesFields() throws {
        let game = try TicTacToe.playing("b2", starter: Seat(1))
        let json =
            #"{"board":[null,null,null,null,"o",null,null,null,null],"kind":"tic-tac-toe","moves":[\#(Self.centre)],"#
            + #""starter":1}"#
        #expect(try JSON.encode(AnyView.ticTacToe(game)) == json)
        #expect(try JSON.encode(AnyGame.ticTacToe(game)) == json)
        expectNoDifference(try JSON.decode(AnyView.self, from: json), .ticTacToe(game))
        expectNoDifference(try JSON.decode(AnyGame.self, from: json), .ticTacToe(game))
    }

    @Test(arguments: [
        (TicTacToe.Violation.gameOver, #"{"kind":"tic-tac-toe","reason":"gameOver"}"#),
        (.notYourTurn(toMove: Seat(1)), #"{"kind":"tic-tac-toe","reason":"notYourTurn","toMove":1}"#),
        (
            .squareTaken(.centre, by: .o),
            #"{"by":"o","kind":"tic-tac-toe","reason":"squareTaken","square":{"column":1,"row":1}}"#
        ),
        (
            .offBoard(Square(row: 5, column: -1)),
            #"{"kind":"tic-tac-toe","reason":"offBoard","square":{"column":-1,"row":5}}"#
        ),
        (.notAPlayer(Seat(4)), #"{"kind":"tic-tac-toe","reason":"notAPlayer","seat":4}"#),
    ])
    func violationIsItsKindReasonAndDetails(violation: TicTacToe.Violation, json: String) throws {
        #expect(try JSON.encode(AnyViolation.ticTacToe(violation)) == json)
        #expect(try JSON.decode(AnyViolation.self, from: json) == .ticTacToe(violation))
    }

    @Test func unknownReasonIsRefusedByName() {
        #expect(
            JSON.decodingProblem(AnyViolation.self, from: #"{"kind":"tic-tac-toe","reason":"cheating"}"#)
                == #"unknown tic-tac-toe reason "cheating"; known reasons: "gameOver", "notYourTurn", "squareTaken", "#
                + #""offBoard", "notAPlayer""#)
    }

    @Test(arguments: [
        #"{"mark":{"square":{"column":1,"row":1}}}"#,
        #"{"kind":"tic-tac-toe"}"#,
        #"{"kind":"tic-tac-toe","mark":{"_0":{"column":1,"row":1}}}"#,
        #"{"kind":7,"mark":{"square":{"column":1,"row":1}}}"#,
    ])
    func moveWithoutKindOrGameFieldsIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSON.decode(AnyMove.self, from: json) }
    }

    @Test func viewThatNoLegalPlayReachesIsRefused() {
        let json = #"{"kind":"tic-tac-toe","moves":[\#(Self.centre),\#(Self.centre)],"starter":0}"#
        #expect(throws: DecodingError.self) { try JSON.decode(AnyView.self, from: json) }
    }

    /// One value of every catalog type, for the checks that hold for all of them.
    static let everyValue: [(String, any Encodable & Sendable)] = [
        ("setup", GameKind.ticTacToe.standardSetup),
        ("move", AnyMove.ticTacToe(.mark(.centre))),
        ("game", AnyGame.ticTacToe(try! TicTacToe.playing("a1 a2 b1 b2 c1"))),
        ("view", AnyView.ticTacToe(try! TicTacToe.playing("a1 b2 c3 b1 b3 a3 c1 c2 a2", starter: Seat(1)))),
        ("violation", AnyViolation.ticTacToe(.squareTaken(.centre, by: .x))),
    ]

    // NB: Swift's default coding of an unlabelled associated value is {"_0": …}, which no other language would
    // guess; the kind-flattened form must never produce it.
    @Test(arguments: everyValue.map(\.0))
    func noValueEncodesAnUnlabelledField(name: String) throws {
        let value = try #require(Self.everyValue.first { $0.0 == name }?.1)
        let json = try JSON.encode(value)
        #expect(!json.contains("\"_0\""), "\(json)")
        #expect(json.hasPrefix("{") && json.contains(#""kind":"tic-tac-toe""#), "\(json)")
    }

    // NB: a game's own fields share one object with "kind"; a game that used the key itself would be overwritten.
    @Test func gamesOwnCodingHasNoKindKey() throws {
        let inner: [any Encodable] = [
            TicTacToeOptions(), TicTacToe.Move.mark(.centre), try TicTacToe.playing("a1 a2 b1 b2 c1"),
        ]
        for value in inner {
            let object = try JSONSerialization.jsonObject(with: Data(try JSON.encode(value).utf8))
            let keys = try #require(object as? [String: Any]).keys
            #expect(!keys.contains("kind"), "\(value)")
        }
    }
}
