import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing

/// A room's setup: its kind beside the game's own options on the wire, the seats they give, a playing seat to
/// start any round, and an unknown kind refused by name (the press race stands for any game).
@Suite struct GameSetupTests {
    @Test(arguments: [(2, [0, 1, 0, 1, 0]), (3, [0, 1, 2, 0, 1]), (8, [0, 1, 2, 3, 4])])
    func roundsGoRoundTheSeatsFromSeatZero(seats: Int, starters: [Int]) {
        let setup = GameSetup(PressRace.self, PressRace.Options(seats: seats))
        #expect((1...5).map { setup.starter(ofRound: $0).index } == starters)
    }

    @Test(arguments: [0, 1, 2, -1, -7, 1_000_001])
    func anyRoundNumberGivesAPlayingSeat(round: Int) {
        let setup = GameKind(PressRace.self).standardSetup
        #expect((0..<setup.seatCount).contains(setup.starter(ofRound: round).index))
    }

    @Test(arguments: [
        (
            PressRace.Options(),
            #"{"countdownMilliseconds":300,"kind":"press-race","pressWithinMilliseconds":60000,"seats":3}"#
        ),
        (
            PressRace.Options(seats: 8, countdownMilliseconds: 5, pressWithinMilliseconds: 10),
            #"{"countdownMilliseconds":5,"kind":"press-race","pressWithinMilliseconds":10,"seats":8}"#
        ),
    ])
    func setupIsItsKindBesideItsOptions(options: PressRace.Options, json: String) throws {
        let setup = GameSetup(PressRace.self, options)
        #expect(try JSON.encode(setup) == json)
        expectNoDifference(try JSON.decode(GameSetup.self, from: json), setup)
        #expect(setup.kind == GameKind(PressRace.self))
        #expect(setup.seatCount == options.seats)
    }

    @Test func unknownKindIsRefusedByName() {
        #expect(
            JSON.decodingProblem(GameSetup.self, from: #"{"kind":"go"}"#, games: GameRegistry([PressRace.self]))
                == #"unknown game kind "go"; known kinds: "press-race""#)
    }
}
