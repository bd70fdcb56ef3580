import CustomDump
import GameCatalog
import GameCore
import Minesweeper
import TestGames
import Testing

/// Minesweeper as the catalog carries it: its setup, rounds, violations and view changes on the wire, and its
/// refusal of another game's values (the press race stands for "another game").
@Suite struct CatalogTests {
    static let beginner = MinesweeperPreset.beginner.options
    static let setup = GameSetup.minesweeper(MinesweeperSetup(options: beginner, maxPlayers: 3))
    static let e5 = Cell(row: 4, column: 4)

    static func cell(_ name: String) -> Cell {
        guard let cell = Cell(name: name) else { preconditionFailure("\(name) is not a cell") }
        return cell
    }

    @Test func minesweeperIsACooperativeTimedGameForOneToSixteen() throws {
        #expect(GameKind.minesweeper.rawValue == "minesweeper")
        #expect(GameKind.minesweeper.displayName == "Minesweeper")
        #expect(GameKind.minesweeper.seatRange == 1...16)
        #expect(
            GameKind.minesweeper.traits
                == GameTraits(
                    turns: .everySeatAtOnce, joinsMidRound: true, nextRound: .whenAnySeatAsks, scoring: .asOneTeam,
                    playersToStart: 1, keepsTime: true))
        #expect(try JSON.decode(GameKind.self, from: #""minesweeper""#) == .minesweeper)
    }

    // NB: the executable's registry, in its order, is what an unknown kind's refusal lists to a player.
    @Test func minesweeperIsTheSecondShippedGame() {
        #expect(TestGames.shipped.kinds.dropFirst().first == .minesweeper)
        #expect(
            JSON.decodingProblem(GameKind.self, from: #""chess""#, games: TestGames.shipped)?
                .contains(#", "minesweeper""#) == true)
    }

    @Test func setupIsItsKindBesideTheBoardAndThePlayers() throws {
        let json =
            #"{"kind":"minesweeper","maxPlayers":3,"options":{"columns":9,"mines":10,"rows":9,"winRule":"reveal-all"}}"#
        #expect(try JSON.encode(Self.setup) == json)
        expectNoDifference(try JSON.decode(GameSetup.self, from: json), Self.setup)
        #expect(Self.setup.seatCount == 3)
        #expect(Self.setup.minimumPlayers == 1)
        #expect(Self.setup.starter(ofRound: 2) == Seat(1))
        expectNoDifference(
            try JSON.decode(
                GameSetup.self, from: #"{"kind":"minesweeper","options":{"columns":9,"mines":10,"rows":9}}"#),
            .minesweeper(MinesweeperSetup()))
        #expect(
            GameKind.minesweeper.standardSetup == .minesweeper(MinesweeperSetup(options: Self.beginner, maxPlayers: 8)))
    }

    @Test(arguments: [
        (
            #"{"kind":"minesweeper","maxPlayers":17,"options":{"columns":9,"mines":10,"rows":9}}"#,
            "Minesweeper is played by 1 to 16, not 17"
        ),
        (
            #"{"kind":"minesweeper","maxPlayers":0,"options":{"columns":9,"mines":10,"rows":9}}"#,
            "Minesweeper is played by 1 to 16, not 0"
        ),
    ])
    func impossibleSetupIsRefused(json: String, problem: String) {
        #expect(JSON.decodingProblem(GameSetup.self, from: json) == problem)
    }

    @Test func aRoundIsTheRulesGameWithTheServersSeed() throws {
        var game = AnyGame(setup: Self.setup, round: 1, seed: 77)
        expectNoDifference(game, .minesweeper(Minesweeper(options: Self.beginner, seatCount: 3, seed: 77)))
        #expect(game.seatsToAct == [Seat(0), Seat(1), Seat(2)])
        try game.apply(.minesweeper(.reveal(Self.e5)), by: Seat(2), at: GameTime(milliseconds: 500))
        var rules = Minesweeper(options: Self.beginner, seatCount: 3, seed: 77)
        try rules.apply(.reveal(Self.e5), by: Seat(2), at: GameTime(milliseconds: 500))
        expectNoDifference(game, .minesweeper(rules))
        #expect(game.movesPlayed == 1)
        #expect(try JSON.encode(game).contains(#""seed":77"#), "the stored state keeps its seed")
        #expect(!(try JSON.encode(game.view(for: .spectator)).contains("seed")), "no view shows it")
    }

    @Test func aMoveOfAnotherGameIsRefusedNotTrapped() throws {
        var minesweeper = AnyGame(setup: Self.setup, round: 1, seed: 1)
        let pressRace = GameKind(PressRace.self)
        let refusal = AnyViolation.wrongGame(playing: .minesweeper, moveOf: pressRace)
        #expect(throws: refusal) { try minesweeper.apply(AnyMove(PressRace.self, .press), by: Seat(0), at: .start) }
        #expect(refusal.category == .illegalMove)
        #expect(refusal.description == "This room plays Minesweeper; a press race move does not fit.")
        let json = #"{"kind":"minesweeper","moveKind":"press-race","reason":"wrongGame"}"#
        #expect(try JSON.encode(refusal) == json)
        #expect(try JSON.decode(AnyViolation.self, from: json) == refusal)
        var race = AnyGame(setup: pressRace.standardSetup, round: 1, seed: 1)
        #expect(throws: AnyViolation.wrongGame(playing: pressRace, moveOf: .minesweeper)) {
            try race.apply(.minesweeper(.reveal(Self.e5)), by: Seat(0), at: .start)
        }
    }

    @Test(arguments: [
        (
            Minesweeper.Violation.notASeat(Seat(5), seatCount: 3),
            #"{"kind":"minesweeper","reason":"notASeat","seat":5,"seatCount":3}"#
        ),
        (.gameOver, #"{"kind":"minesweeper","reason":"gameOver"}"#),
        (
            .offBoard(cell("j1"), rows: 9, columns: 9),
            #"{"cell":"j1","columns":9,"kind":"minesweeper","reason":"offBoard","rows":9}"#
        ),
        (.alreadyRevealed(cell("d7")), #"{"cell":"d7","kind":"minesweeper","reason":"alreadyRevealed"}"#),
        (
            .protectedByFlag(cell("d7"), by: Seat(1)),
            #"{"by":1,"cell":"d7","kind":"minesweeper","reason":"protectedByFlag"}"#
        ),
        (.alreadyFlagged(cell("d7"), by: nil), #"{"cell":"d7","kind":"minesweeper","reason":"alreadyFlagged"}"#),
        (.notFlagged(cell("d7")), #"{"cell":"d7","kind":"minesweeper","reason":"notFlagged"}"#),
        (.notRevealed(cell("d7")), #"{"cell":"d7","kind":"minesweeper","reason":"notRevealed"}"#),
        (.nothingToChord(cell("d7")), #"{"cell":"d7","kind":"minesweeper","reason":"nothingToChord"}"#),
        (
            .flagsDoNotMatch(cell("d7"), number: 2, flags: 1),
            #"{"cell":"d7","flags":1,"kind":"minesweeper","number":2,"reason":"flagsDoNotMatch"}"#
        ),
    ])
    func violationIsItsKindReasonAndDetails(violation: Minesweeper.Violation, json: String) throws {
        let wrapped = AnyViolation.minesweeper(violation)
        #expect(try JSON.encode(wrapped) == json)
        #expect(try JSON.decode(AnyViolation.self, from: json) == wrapped)
        #expect(wrapped.description == violation.description)
        let expected: ViolationCategory =
            switch violation {
            case .notASeat: .notAPlayer
            case .gameOver: .gameOver
            default: .illegalMove
            }
        #expect(wrapped.category == expected)
    }

    @Test func anUnknownReasonIsRefusedByName() {
        #expect(
            JSON.decodingProblem(AnyViolation.self, from: #"{"kind":"minesweeper","reason":"boom"}"#)
                == #"unknown minesweeper reason "boom"; known reasons: "notASeat", "gameOver", "offBoard", "#
                + #""alreadyRevealed", "protectedByFlag", "alreadyFlagged", "notFlagged", "notRevealed", "#
                + #""nothingToChord", "flagsDoNotMatch", "wrongGame""#)
    }

    @Test func aMinesweeperMoveIsAChangeThatBringsTheViewUpToDate() throws {
        let before = AnyGame(setup: Self.setup, round: 1, seed: 5)
        var after = before
        try after.apply(.minesweeper(.reveal(Self.e5)), by: Seat(1), at: GameTime(milliseconds: 10))
        let update = after.update(since: before, for: .seat(Seat(0)))
        guard case .change(let anyChange) = update, let change = anyChange.minesweeper else {
            Issue.record("expected a change, got \(update)")
            return
        }
        #expect(change.seat == Seat(1) && !change.revealed.isEmpty)
        var view = before.view(for: .seat(Seat(0)))
        let applied = view.apply(update)
        #expect(applied)
        expectNoDifference(view, after.view(for: .seat(Seat(0))))
        let json = try JSON.encode(AnyViewChange.minesweeper(change))
        #expect(json.contains(#""kind":"minesweeper""#))
        expectNoDifference(try JSON.decode(AnyViewChange.self, from: json), .minesweeper(change))
    }

    // NB: the press race stands for a game without changes of its own; a Minesweeper change must not fit its view.
    @Test func aMoveOfAGameWithoutChangesSendsTheWholeView() throws {
        let before = AnyGame(setup: GameKind(PressRace.self).standardSetup, round: 1, seed: 0)
        var after = before
        try after.apply(AnyMove(PressRace.self, .go), by: Seat(0), at: GameTime(milliseconds: 300))
        #expect(after.update(since: before, for: .spectator) == .whole(after.view(for: .spectator)))
        var view = before.view(for: .spectator)
        let applied = view.apply(.change(.minesweeper(Self.someChange())))
        #expect(!applied, "a change for another game is refused")
        #expect(view == before.view(for: .spectator))
        #expect(
            JSON.decodingProblem(AnyViewChange.self, from: #"{"kind":"press-race"}"#)
                == "press-race sends whole views, not changes")
    }

    static func someChange() -> MinesweeperChange {
        var game = Minesweeper(options: beginner, seatCount: 1, seed: 3)
        try! game.apply(.reveal(e5), by: Seat(0), at: .start)
        return game.lastChange!
    }
}
