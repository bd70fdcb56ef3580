import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing

/// `AnyGame` only dispatches: a game played through the catalog is, move for move, the rules' own game, refusal
/// and view (the press race stands for any game).
@Suite struct AnyGameTests {
    static let options = PressRace.Options(seats: 3, countdownMilliseconds: 300, pressWithinMilliseconds: 1_000)
    static let setup = GameSetup(PressRace.self, options)

    /// The moves written as "seat move milliseconds", comma-separated: "0 go 300, 2 press 400".
    static func moves(_ text: String) -> [(seat: Seat, move: PressRace.Move, at: GameTime)] {
        text.split(separator: ",").map { entry in
            let parts = entry.split(separator: " ")
            let move: PressRace.Move =
                switch parts[1] {
                case "go": .go
                case "press": .press
                case "timeUp": .timeUp
                default: .forfeit
                }
            return (Seat(Int(parts[0])!), move, GameTime(milliseconds: Int64(parts[2])!))
        }
    }

    @Test func roundIsTheRulesNewRoundWithTheServersSeed() {
        let game = AnyGame(setup: Self.setup, round: 1, seed: 42)
        expectNoDifference(game, AnyGame(PressRace.newRound(of: Self.options, starter: Seat(0), seed: 42)))
        #expect(game.kind == GameKind(PressRace.self))
        #expect(game.seatCount == 3)
        #expect(game.seatsToAct == [])
        #expect(game.movesPlayed == 0)
        #expect(game.outcome == nil)
        #expect(!game.isOver)
    }

    // NB: the catalog only dispatches; every answer must be the rules' own, move for move.
    @Test(arguments: [
        "0 go 300", "0 go 300, 2 press 400", "0 go 300, 1 forfeit 350, 0 forfeit 500", "0 go 300, 0 timeUp 1300",
        "1 forfeit 10, 0 go 300, 0 press 301",
    ])
    func applyGivesTheRulesOwnGame(moves: String) throws {
        var game = AnyGame(setup: Self.setup, round: 1, seed: 7)
        var expected = PressRace.newRound(of: Self.options, starter: Seat(0), seed: 7)
        for (seat, move, time) in Self.moves(moves) {
            try game.apply(AnyMove(PressRace.self, move), by: seat, at: time)
            try expected.apply(move, by: seat, at: time)
        }
        expectNoDifference(game, AnyGame(expected))
        #expect(game.outcome == expected.outcome)
        #expect(game.isOver == expected.isOver)
        #expect(game.seatsToAct == expected.seatsToAct)
        #expect(game.movesPlayed == expected.movesPlayed)
    }

    @Test(arguments: [
        ("", "0 press 0", PressRace.Violation.tooEarly, ViolationCategory.illegalMove),
        ("", "0 go 299", .notYet, .illegalMove),
        ("0 go 300, 1 forfeit 400", "1 press 500", .out(Seat(1)), .illegalMove),
        ("0 go 300, 2 press 400", "0 press 500", .over, .gameOver),
        ("", "3 press 0", .notASeat(Seat(3)), .notAPlayer),
    ])
    func refusalIsTheRulesViolation(
        before: String, refused: String, violation: PressRace.Violation, category: ViolationCategory
    ) throws {
        var start = AnyGame(setup: Self.setup, round: 1, seed: 7)
        for (seat, move, time) in Self.moves(before) {
            try start.apply(AnyMove(PressRace.self, move), by: seat, at: time)
        }
        var game = start
        let (seat, move, time) = Self.moves(refused)[0]
        let wrapped = AnyViolation(PressRace.self, violation)
        #expect(throws: wrapped) { try game.apply(AnyMove(PressRace.self, move), by: seat, at: time) }
        expectNoDifference(game, start)
        #expect(wrapped.category == category)
        #expect(wrapped.description == violation.description)
        #expect(wrapped.kind == GameKind(PressRace.self))
    }

    // NB: the race hides each seat's lucky number from the others; the catalog must hand each viewer the rules'
    // own view for that viewer, not one view for all.
    @Test(arguments: [Viewer.spectator, .seat(Seat(0)), .seat(Seat(1))])
    func eachViewerSeesTheRulesViewForThem(viewer: Viewer) throws {
        var race = PressRace.newRound(of: Self.options, starter: Seat(0), seed: 7)
        try race.apply(.go, by: Seat(0), at: GameTime(milliseconds: 300))
        expectNoDifference(AnyGame(race).view(for: viewer), AnyView(PressRace.self, race.view(for: viewer)))
        #expect(AnyGame(race).view(for: viewer).kind == GameKind(PressRace.self))
        let move = AnyMove(PressRace.self, .press)
        #expect(AnyGame(race).disclosed(move, by: Seat(0), to: viewer) == move)
    }
}
