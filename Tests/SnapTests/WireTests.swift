import CustomDump
import Foundation
import GameCatalog
import GameCore
import Snap
import Testing

/// Snap's values on the wire: cards as two-letter codes, moves, events, views, changes, refusals and the setup,
/// as the catalog carries them.
@Suite struct WireTests {
    static let games = GameRegistry([Snap.self])

    static func decode<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
        let decoder = JSONDecoder()
        decoder.userInfo[GameRegistry.userInfoKey] = games.kinds
        return try decoder.decode(type, from: Data(json.utf8))
    }

    @Test func cardsAreTheirCodes() throws {
        #expect(try JSONRoundTrip.encode(cards("7D TH AS KC")) == #"["7D","TH","AS","KC"]"#)
        #expect(try JSONRoundTrip.decode([Card].self, from: #"["2H","QS"]"#) == cards("2H QS"))
        #expect(Card.deck.allSatisfy { Card(code: $0.code) == $0 })
        for bad in ["1H", "7X", "10H", "7d", ""] {
            #expect(Card(code: bad) == nil)
            #expect(throws: DecodingError.self) { try JSONRoundTrip.decode(Card.self, from: "\"\(bad)\"") }
        }
    }

    @Test(arguments: [
        (Snap.Move.turn, #"{"turn":{}}"#), (.snap(turn: 7), #"{"snap":{"turn":7}}"#),
        (.timedTurn, #"{"timedTurn":{}}"#), (.dealtOut, #"{"dealtOut":{}}"#),
    ])
    func movesHaveTheirShapes(move: Snap.Move, json: String) throws {
        #expect(try JSONRoundTrip.encode(move) == json)
        #expect(try JSONRoundTrip.decode(Snap.Move.self, from: json) == move)
        let any = try JSONRoundTrip.encode(AnyMove.snap(move))
        #expect(any.contains(#""kind":"snap""#) && any.contains(json.dropFirst().dropLast()))
        #expect(try Self.decode(AnyMove.self, from: any) == .snap(move))
    }

    @Test(arguments: [
        (
            SnapEvent.turned(card: .named("7D"), by: Seat(1), flipped: false),
            #"{"turned":{"by":1,"card":"7D","flipped":false}}"#
        ),
        (.snapped(by: Seat(0), from: [Seat(0), Seat(2)], cards: 9), #"{"snapped":{"by":0,"cards":9,"from":[0,2]}}"#),
        (.missed(by: Seat(2), paid: [Seat(3), Seat(0)]), #"{"missed":{"by":2,"paid":[3,0]}}"#),
        (.dealtOut(seat: Seat(3), among: [Seat(0), Seat(1)]), #"{"dealtOut":{"among":[0,1],"seat":3}}"#),
    ])
    func eventsHaveTheirShapes(event: SnapEvent, json: String) throws {
        #expect(try JSONRoundTrip.encode(event) == json)
        #expect(try JSONRoundTrip.decode(SnapEvent.self, from: json) == event)
    }

    @Test(arguments: [
        (
            Snap.Violation.notASeat(Seat(5), seatCount: 3),
            #"{"kind":"snap","reason":"notASeat","seat":5,"seatCount":3}"#
        ),
        (.roundOver, #"{"kind":"snap","reason":"roundOver"}"#),
        (.out(Seat(2)), #"{"kind":"snap","reason":"out","seat":2}"#),
        (.notYourTurn(next: Seat(1)), #"{"kind":"snap","next":1,"reason":"notYourTurn"}"#),
        (.tooSoon(next: Seat(1), from: at(600)), #"{"from":600,"kind":"snap","next":1,"reason":"tooSoon"}"#),
        (.notYet(due: at(10_600)), #"{"due":10600,"kind":"snap","reason":"notYet"}"#),
        (.noSuchTurn(9, current: 4), #"{"current":4,"kind":"snap","reason":"noSuchTurn","turn":9}"#),
        (.tooLate(turn: 4, calledBy: Seat(2)), #"{"calledBy":2,"kind":"snap","reason":"tooLate","turn":4}"#),
        (.tooLate(turn: 4, calledBy: nil), #"{"kind":"snap","reason":"tooLate","turn":4}"#),
    ])
    func refusalsHaveTheirWireForm(violation: Snap.Violation, json: String) throws {
        let any = AnyViolation.snap(violation)
        #expect(try JSONRoundTrip.encode(any) == json)
        #expect(try Self.decode(AnyViolation.self, from: json) == any)
    }

    @Test(arguments: [
        (#"{"kind":"snap","reason":"offBoard"}"#, "offBoard"), (#"{"kind":"snap","reason":"out"}"#, "seat"),
    ])
    func aRefusalWithAnUnknownReasonOrAMissingDetailIsNotRead(json: String, named: String) {
        #expect(throws: DecodingError.self) { try Self.decode(AnyViolation.self, from: json) }
    }

    @Test func refusalsFallIntoTheSharedCategories() {
        #expect(Snap.Violation.notASeat(Seat(9), seatCount: 2).category == .notAPlayer)
        #expect(Snap.Violation.roundOver.category == .gameOver)
        #expect(Snap.Violation.notYourTurn(next: Seat(0)).category == .notYourTurn)
        #expect(Snap.Violation.tooSoon(next: Seat(0), from: at(1)).category == .notYourTurn)
        #expect(Snap.Violation.tooLate(turn: 1, calledBy: nil).category == .illegalMove)
    }

    @Test func snapIsAGameOfTwoToFourEachForItselfAllAtOnce() throws {
        #expect(GameKind.snap.rawValue == "snap" && GameKind.snap.displayName == "Snap")
        #expect(GameKind.snap.seatRange == 2...4)
        #expect(
            GameKind.snap.traits
                == GameTraits(
                    turns: .everySeatAtOnce, joinsMidRound: false, nextRound: .whenEverySeatAsks,
                    scoring: .eachSeatForItself, playersToStart: 4, keepsTime: true))
        #expect(try Self.decode(GameKind.self, from: #""snap""#) == .snap)
        #expect(Snap.summary(of: try SnapOptions(seats: 3)) == "Snap, 3 players")
    }

    @Test func setupIsItsKindBesideTheOptions() throws {
        let setup = GameSetup.snap(try SnapOptions(seats: 3, cooldownMilliseconds: 0, firstStarter: Seat(2)))
        let json = #"{"cooldownMilliseconds":0,"firstStarter":2,"kind":"snap","seats":3,"turnTimerMilliseconds":10000}"#
        #expect(try JSONRoundTrip.encode(setup) == json)
        expectNoDifference(try Self.decode(GameSetup.self, from: json), setup)
        #expect(setup.seatCount == 3 && setup.minimumPlayers == 3)
        #expect(setup.starter(ofRound: 1) == Seat(2) && setup.starter(ofRound: 2) == Seat(0))
        #expect(GameKind.snap.standardSetup == .snap(try SnapOptions(seats: 2)))
        #expect(throws: DecodingError.self) { try Self.decode(GameSetup.self, from: #"{"kind":"snap","seats":5}"#) }
    }

    @Test func aRoundThroughTheCatalogIsTheRulesRoundAndItsViewHidesTheSeed() throws {
        let setup = GameSetup.snap(try SnapOptions(seats: 2, cooldownMilliseconds: 0))
        var game = AnyGame(setup: setup, round: 2, seed: 77)
        let rules = Snap.newRound(of: try SnapOptions(seats: 2, cooldownMilliseconds: 0), starter: Seat(1), seed: 77)
        expectNoDifference(game, .snap(rules))
        #expect(game.seatsToAct == [Seat(0), Seat(1)])
        try game.apply(.snap(.turn), by: Seat(1), at: at(100))
        #expect(game.snap?.turn == 1)
        #expect(game.deadline == Deadline(at: at(10_100), seat: Seat(0), move: .snap(.timedTurn)))
        #expect(game.moveForAbsence(of: Seat(0)) == .snap(.dealtOut))
        #expect(try JSONRoundTrip.encode(game).contains(#""seed":{"high":0,"low":77}"#), "the stored round keeps it")
        let view = try JSONRoundTrip.encode(game.view(for: .spectator))
        #expect(!view.contains("seed"), "no view shows it")
        let before = AnyGame.snap(rules)
        guard case .change(let change) = game.update(since: before, for: .seat(Seat(0))) else {
            Issue.record("a move is sent as a change")
            return
        }
        let json = try JSONRoundTrip.encode(change)
        expectNoDifference(try Self.decode(AnyViewChange.self, from: json), change)
        expectNoDifference(try Self.decode(AnyView.self, from: view), game.view(for: .spectator))
    }
}
