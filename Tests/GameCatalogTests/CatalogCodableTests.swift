import CustomDump
import Foundation
import GameCatalog
import GameCore
import TestGames
import Testing

/// The catalog's values on the wire: each is its kind beside the game's own fields in one object, never an
/// unlabelled field, and decodes only with a known kind and the game's fields (the press race stands for any game).
@Suite struct CatalogCodableTests {
    static let options = PressRace.Options(seats: 2, countdownMilliseconds: 300, pressWithinMilliseconds: 1_000)

    /// A race of two seats from seed 7, opened at 300 ms.
    static func openRace() throws -> PressRace {
        var race = PressRace.newRound(of: options, starter: Seat(0), seed: 7)
        try race.apply(.go, by: Seat(0), at: GameTime(milliseconds: 300))
        return race
    }

    @Test func moveIsItsKindBesideTheGamesMove() throws {
        let move = AnyMove(PressRace.self, .press)
        let json = #"{"kind":"press-race","press":{}}"#
        #expect(try JSON.encode(move) == json)
        #expect(try JSON.decode(AnyMove.self, from: json) == move)
        #expect(move.kind == GameKind(PressRace.self))
    }

    @Test func viewAndGameAreTheirKindBesideTheGamesFields() throws {
        let race = try Self.openRace()
        let view = race.view(for: .seat(Seat(1)))
        let viewJSON = #"{"kind":"press-race","luckyNumbers":[null,2],"open":true,"out":[],"over":false,"seatCount":2}"#
        #expect(try JSON.encode(AnyView(PressRace.self, view)) == viewJSON)
        expectNoDifference(try JSON.decode(AnyView.self, from: viewJSON), AnyView(PressRace.self, view))
        let gameJSON =
            #"{"kind":"press-race","luckyNumbers":[39,2],"movesPlayed":1,"open":true,"openedAt":300,"#
            + #""options":{"countdownMilliseconds":300,"pressWithinMilliseconds":1000,"seats":2},"out":[],"over":false}"#
        #expect(try JSON.encode(AnyGame(race)) == gameJSON)
        expectNoDifference(try JSON.decode(AnyGame.self, from: gameJSON), AnyGame(race))
    }

    @Test(arguments: [
        (PressRace.Violation.notASeat(Seat(4)), #"{"kind":"press-race","reason":"notASeat","seat":4}"#),
        (.tooEarly, #"{"kind":"press-race","reason":"tooEarly"}"#),
        (.notYet, #"{"kind":"press-race","reason":"notYet"}"#),
        (.out(Seat(1)), #"{"kind":"press-race","reason":"out","seat":1}"#),
        (.over, #"{"kind":"press-race","reason":"over"}"#),
    ])
    func violationIsItsKindReasonAndDetails(violation: PressRace.Violation, json: String) throws {
        #expect(try JSON.encode(AnyViolation(PressRace.self, violation)) == json)
        #expect(try JSON.decode(AnyViolation.self, from: json) == AnyViolation(PressRace.self, violation))
    }

    @Test(arguments: [
        #"{"kind":"chess","reason":"over"}"#,
        #"{"kind":"chess","press":{}}"#,
    ])
    func unknownKindIsRefusedByName(json: String) {
        let problem = #"unknown game kind "chess"; known kinds: "press-race""#
        let games = GameRegistry([PressRace.self])
        #expect(JSON.decodingProblem(AnyViolation.self, from: json, games: games) == problem)
        #expect(JSON.decodingProblem(AnyMove.self, from: json, games: games) == problem)
    }

    @Test(arguments: [
        #"{"press":{}}"#,
        #"{"kind":"press-race"}"#,
        #"{"kind":"press-race","jump":{}}"#,
        #"{"kind":7,"press":{}}"#,
    ])
    func moveWithoutKindOrGameFieldsIsRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSON.decode(AnyMove.self, from: json) }
    }

    /// One value of every catalog type, for the checks that hold for all of them.
    static let everyValue: [(String, any Encodable & Sendable)] = [
        ("setup", GameSetup(PressRace.self, options)),
        ("move", AnyMove(PressRace.self, .press)),
        ("game", AnyGame(try! openRace())),
        ("view", AnyView(PressRace.self, try! openRace().view(for: .spectator))),
        ("violation", AnyViolation(PressRace.self, .out(Seat(1)))),
        ("round choice", AnyRoundChoice(PressRace.self, .longerCountdown)),
    ]

    // NB: Swift's default coding of an unlabelled associated value is {"_0": …}, which no other language would
    // guess; the kind-flattened form must never produce it.
    @Test(arguments: everyValue.map(\.0))
    func noValueEncodesAnUnlabelledField(name: String) throws {
        let value = try #require(Self.everyValue.first { $0.0 == name }?.1)
        let json = try JSON.encode(value)
        #expect(!json.contains("\"_0\""), "\(json)")
        #expect(json.hasPrefix("{") && json.contains(#""kind":"press-race""#), "\(json)")
    }

    // NB: a game's own fields share one object with "kind"; a game that used the key itself would be overwritten.
    @Test func gamesOwnCodingHasNoKindKey() throws {
        let race = try Self.openRace()
        let inner: [any Encodable] = [Self.options, PressRace.Move.press, race, race.view(for: .spectator)]
        for value in inner {
            let object = try JSONSerialization.jsonObject(with: Data(try JSON.encode(value).utf8))
            let keys = try #require(object as? [String: Any]).keys
            #expect(!keys.contains("kind"), "\(value)")
        }
    }
}
