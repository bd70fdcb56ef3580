import CustomDump
import GameCore
import Minesweeper
import Testing

@Suite struct RulesTests {
    /// One game played from `smallBoard`: the moves (see `Minesweeper.play`), then what everyone sees.
    struct Play: CustomTestStringConvertible, Sendable {
        let moves: String
        let seat: Int
        let picture: [String]
        let ending: Minesweeper.Ending?
        var testDescription: String { moves }
    }

    static let plays: [Play] = [
        Play(moves: "r b2", seat: 0, picture: [".....", ".2...", ".....", ".....", "....."], ending: nil),
        Play(
            moves: "r e1", seat: 1, picture: [".1000", ".2110", "...10", "...21", "....."], ending: nil),
        Play(
            moves: "r e1, r a5", seat: 0, picture: ["F1000", "12110", "01F10", "01121", "0001F"],
            ending: .cleared(at: GameTime(milliseconds: 2000))),
        Play(
            moves: "r e1, f c3, f d5, r a1", seat: 1, picture: ["X1000", ".2110", "..b10", "...21", "...!*"],
            ending: .mineHit(by: Seat(1), at: .named("a1"), time: GameTime(milliseconds: 4000))),
        Play(
            moves: "r e1, f a1, f c3, c b2", seat: 0, picture: ["a1000", "12110", "01a10", "01121", "0001F"],
            ending: .cleared(at: GameTime(milliseconds: 4000))),
        Play(
            moves: "r e1, f a2, f c3, c b2", seat: 1, picture: ["X1000", "!2110", "..b10", "...21", "....*"],
            ending: .mineHit(by: Seat(1), at: .named("a1"), time: GameTime(milliseconds: 4000))),
        Play(moves: "f a1, f b1, u a1", seat: 0, picture: [".a...", ".....", ".....", ".....", "....."], ending: nil),
    ]

    @Test(arguments: plays)
    func playShowsEveryoneTheBoardAndEnding(play: Play) throws {
        var game = smallBoard
        try game.play(play.moves, by: play.seat)
        expectNoDifference(game.picture, play.picture)
        #expect(game.ending == play.ending)
        #expect(game.movesPlayed == play.moves.split(separator: ",").count)
        let outcome: Outcome? =
            switch play.ending {
            case nil: nil
            case .cleared: .won(by: [Seat(0), Seat(1)])
            case .mineHit: .lostByAll
            }
        #expect(game.outcome == outcome)
        #expect(game.seatsToAct == (outcome == nil ? [Seat(0), Seat(1)] : []))
    }

    /// A refused move: the moves before it, then who tried what, and why it was refused.
    struct Refusal: CustomTestStringConvertible, Sendable {
        let before: String
        let seat: Int
        let move: Minesweeper.Move
        let violation: Minesweeper.Violation
        let sentence: String
        var testDescription: String { sentence }
    }

    static let refusals: [Refusal] = [
        Refusal(
            before: "", seat: 2, move: .reveal(.named("a1")), violation: .notASeat(Seat(2), seatCount: 2),
            sentence: "seat 2 does not play in this game (it has seats 0 to 1)."),
        Refusal(
            before: "", seat: -1, move: .flag(.named("a1"), on: true), violation: .notASeat(Seat(-1), seatCount: 2),
            sentence: "seat -1 does not play in this game (it has seats 0 to 1)."),
        Refusal(
            before: "", seat: 0, move: .reveal(.named("f1")),
            violation: .offBoard(.named("f1"), rows: 5, columns: 5), sentence: "f1 is not on the board (a1 to e5)."),
        Refusal(
            before: "r e1", seat: 0, move: .chord(Cell(row: -1, column: 0)),
            violation: .offBoard(Cell(row: -1, column: 0), rows: 5, columns: 5),
            sentence: "(row -1, column 0) is not on the board (a1 to e5)."),
        Refusal(
            before: "r e1", seat: 1, move: .reveal(.named("e1")), violation: .alreadyRevealed(.named("e1")),
            sentence: "e1 is already revealed."),
        Refusal(
            before: "r e1", seat: 0, move: .flag(.named("d1"), on: true), violation: .alreadyRevealed(.named("d1")),
            sentence: "d1 is already revealed."),
        Refusal(
            before: "r e1", seat: 0, move: .flag(.named("b2"), on: false), violation: .alreadyRevealed(.named("b2")),
            sentence: "b2 is already revealed."),
        Refusal(
            before: "f a1", seat: 1, move: .reveal(.named("a1")),
            violation: .protectedByFlag(.named("a1"), by: Seat(0)),
            sentence: "a1 is flagged by seat 0: take the flag off before revealing it."),
        Refusal(
            before: "f a1", seat: 1, move: .flag(.named("a1"), on: true),
            violation: .alreadyFlagged(.named("a1"), by: Seat(0)), sentence: "a1 is already flagged by seat 0."),
        Refusal(
            before: "", seat: 0, move: .flag(.named("a1"), on: false), violation: .notFlagged(.named("a1")),
            sentence: "a1 has no flag to take off."),
        Refusal(
            before: "r e1", seat: 0, move: .chord(.named("a1")), violation: .notRevealed(.named("a1")),
            sentence: "a1 is hidden: a chord works on a revealed number."),
        Refusal(
            before: "f a1", seat: 0, move: .chord(.named("a1")), violation: .notRevealed(.named("a1")),
            sentence: "a1 is hidden: a chord works on a revealed number."),
        Refusal(
            before: "r e1", seat: 0, move: .chord(.named("b2")),
            violation: .flagsDoNotMatch(.named("b2"), number: 2, flags: 0),
            sentence: "b2 shows 2 but has 0 flags around it: a chord needs exactly 2."),
        Refusal(
            before: "r e1, f a1", seat: 0, move: .chord(.named("b2")),
            violation: .flagsDoNotMatch(.named("b2"), number: 2, flags: 1),
            sentence: "b2 shows 2 but has 1 flag around it: a chord needs exactly 2."),
        Refusal(
            before: "r e1", seat: 0, move: .chord(.named("e1")), violation: .nothingToChord(.named("e1")),
            sentence: "e1 has no hidden unflagged neighbour to reveal."),
        Refusal(
            before: "r e1, f c3", seat: 0, move: .chord(.named("d2")), violation: .nothingToChord(.named("d2")),
            sentence: "d2 has no hidden unflagged neighbour to reveal."),
        Refusal(
            before: "r e1, r a1", seat: 0, move: .reveal(.named("a5")), violation: .gameOver,
            sentence: "The game is over."),
        Refusal(
            before: "r e1, r a5", seat: 1, move: .flag(.named("a1"), on: false), violation: .gameOver,
            sentence: "The game is over."),
    ]

    @Test(arguments: refusals)
    func refusedMoveSaysWhyAndChangesNothing(refusal: Refusal) throws {
        var game = smallBoard
        try game.play(refusal.before)
        let before = game
        #expect(throws: refusal.violation) {
            try game.apply(refusal.move, by: Seat(refusal.seat), at: GameTime(milliseconds: 99_000))
        }
        expectNoDifference(game, before)
        #expect(refusal.violation.description == refusal.sentence)
    }

    @Test func aFloodIsOneChangeListingEveryCellItRevealedWithItsNumber() throws {
        var game = smallBoard
        try game.play("f a5, r e1", by: 1, from: 5)
        let change = try #require(game.lastChange)
        #expect(change.seat == Seat(1))
        #expect(change.move == .reveal(.named("e1")))
        #expect(
            change.revealed.map(\.name) == ["b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2", "d3", "e3", "d4", "e4"])
        #expect(change.numbers == [1, 0, 0, 0, 2, 1, 1, 0, 1, 0, 2, 1])
        #expect(change.flagged.isEmpty && change.unflagged.isEmpty)
        #expect(change.startedAt == GameTime(milliseconds: 6000))
        #expect(change.ending == nil && change.mines.isEmpty && change.explodedAt == nil)
        #expect(game.startedAt == GameTime(milliseconds: 6000))
    }

    @Test func theClockStartsAtTheFirstRevealNotAtAFlag() throws {
        var game = smallBoard
        try game.play("f a1", from: 3)
        #expect(game.startedAt == nil)
        #expect(game.lastChange?.flagged == [.named("a1"): Seat(0)])
        try game.play("r e1, r a2", from: 7)
        #expect(game.startedAt == GameTime(milliseconds: 7000))
        #expect(game.lastChange?.startedAt == nil)
    }

    @Test func aLossListsEveryMineAndTheHitOne() throws {
        var game = smallBoard
        try game.play("r e1, r c3", by: 1)
        let change = try #require(game.lastChange)
        #expect(change.revealed.isEmpty)
        #expect(change.explodedAt == .named("c3"))
        #expect(change.mines.map(\.name) == ["a1", "c3", "e5"])
        #expect(change.ending == .mineHit(by: Seat(1), at: .named("c3"), time: GameTime(milliseconds: 2000)))
        expectNoDifference(game.picture, ["*1000", ".2110", "..X10", "...21", "....*"])
    }

    @Test func underFlagAllMinesTheBoardIsClearedOnlyByTheLastFlag() throws {
        var game = Minesweeper.laid(["*....", ".....", "..*..", ".....", "....*"], winRule: .flagAllMines)
        try game.play("r e1, r a5, f a1, f c3")
        #expect(game.ending == nil)
        expectNoDifference(game.picture, ["a1000", "12110", "01a10", "01121", "0001."])
        try game.play("f e5", by: 1, from: 9)
        #expect(game.ending == .cleared(at: GameTime(milliseconds: 9000)))
        expectNoDifference(game.picture, ["a1000", "12110", "01a10", "01121", "0001b"])
        #expect(game.view(for: .spectator).minesLeft == 0)
    }

    @Test func aFlagInAFloodIsLeftStanding() throws {
        var game = smallBoard
        try game.play("f d1, r e1")
        expectNoDifference(game.picture, ["...a0", "...10", "...10", "...21", "....."])
        #expect(game.view(for: .spectator).minesLeft == 2)
    }

    @Test func anySeatMayTakeAnothersFlagOff() throws {
        var game = smallBoard
        try game.play("f a1", by: 1)
        try game.play("u a1", by: 0)
        #expect(game[.named("a1")] == .hidden)
        #expect(game.lastChange?.unflagged == [.named("a1")])
        #expect(game.lastChange?.seat == Seat(0))
    }

    @Test(arguments: [
        (
            Minesweeper.Violation.notASeat(Seat(1), seatCount: 1),
            "seat 1 does not play in this game (it has only seat 0)."
        ),
        (.notASeat(Seat(16), seatCount: 16), "seat 16 does not play in this game (it has seats 0 to 15)."),
    ])
    func aSeatNotAtTheTableIsToldWhichSeatsThereAre(violation: Minesweeper.Violation, sentence: String) {
        #expect(violation.description == sentence)
    }

    @Test(arguments: [1, 5, 16])
    func everySeatMayActUntilTheEnd(seats: Int) throws {
        var game = Minesweeper.laid(["*....", ".....", "..*..", ".....", "....*"], seats: seats)
        #expect(game.seatsToAct == (0..<seats).map(Seat.init))
        #expect(throws: Minesweeper.Violation.notASeat(Seat(seats), seatCount: seats)) {
            try game.play("r b1", by: seats)
        }
        try game.play("r a1", by: seats - 1)
        #expect(game.seatsToAct == [])
        #expect(game.outcome == .lostByAll)
    }
}
