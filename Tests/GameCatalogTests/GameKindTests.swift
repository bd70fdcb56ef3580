import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing

/// A game's kind: its names on the wire and on screen, its seats and traits from the game's own declaration, a
/// standard setup for every kind, and unknown kinds refused by name.
@Suite struct GameKindTests {
    // NB: the executable's registry, in its order, is what an unknown kind's refusal lists to a player (each game's
    // tests check its place in that order).
    @Test func aRefusalListsTheShippedGamesInTheirOrder() {
        let known = TestGames.shipped.kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(TestGames.shipped.kinds.count > 1)
        #expect(TestGames.shipped.kinds.allSatisfy(TestGames.all.kinds.contains))
        #expect(
            JSON.decodingProblem(GameKind.self, from: #""chess""#, games: TestGames.shipped)
                == #"unknown game kind "chess"; known kinds: "# + known)
    }

    @Test func aKindIsItsGamesNamesSeatsAndTraits() throws {
        let kind = GameKind(PressRace.self)
        #expect(kind.rawValue == "press-race")
        #expect(kind.description == "press-race")
        #expect(kind.displayName == "Press race")
        #expect(kind.seatRange == 2...8)
        #expect(
            kind.traits
                == GameTraits(
                    turns: .everySeatAtOnce, joinsMidRound: false, nextRound: .whenEverySeatAsks,
                    scoring: .eachSeatForItself, playersToStart: 8, keepsTime: true))
        #expect(try JSON.encode(kind) == #""press-race""#)
        #expect(try JSON.decode(GameKind.self, from: #""press-race""#) == kind)
    }

    @Test(arguments: TestGames.all.kinds)
    func standardSetupIsOfItsKindAndFitsItsSeats(kind: GameKind) {
        #expect(kind.standardSetup.kind == kind)
        #expect(kind.seatRange.contains(kind.standardSetup.seatCount))
    }

    // NB: a kind is its wire name only: the game's Swift spelling is refused, and a control character is never
    // echoed back.
    @Test(arguments: [
        (#""chess""#, #"unknown game kind "chess"; known kinds: "press-race""#),
        (#""pressRace""#, #"unknown game kind "pressRace"; known kinds: "press-race""#),
        (#""\u001b[2J""#, #"unknown game kind "?[2J"; known kinds: "press-race""#),
    ])
    func unknownKindIsRefusedByName(json: String, problem: String) {
        #expect(JSON.decodingProblem(GameKind.self, from: json, games: GameRegistry([PressRace.self])) == problem)
    }
}
