import CustomDump
import GameCore
import Minesweeper
import Testing

@Suite struct MinesweeperWordingTests {
    static func name(_ seat: Seat) -> String { ["Ann", "Bob"][seat.index] }

    static let beginner = MinesweeperPreset.beginner.options

    @Test(arguments: [
        (MinesweeperEvent.boardStarted(number: 2, options: beginner), "Board 2: beginner, 9x9, 10 mines"),
        (.revealed(.named("d7"), count: 34, by: Seat(0)), "Ann revealed 34 cells from d7"),
        (.revealed(.named("d7"), count: 1, by: Seat(1)), "Bob revealed d7"),
        (.chorded(.named("c3"), count: 1, by: Seat(0)), "Ann chorded c3: 1 cell revealed"),
        (.chorded(.named("c3"), count: 5, by: Seat(1)), "Bob chorded c3: 5 cells revealed"),
        (.flagged(.named("a1"), on: true, by: Seat(1)), "Bob flagged a1"),
        (.flagged(.named("a1"), on: false, by: Seat(0)), "Ann took the flag off a1"),
        (.handsPassed(to: Seat(1)), "Bob has the keyboard"),
        (.mineHit(by: Seat(1), at: .named("d7"), elapsed: GameTime(milliseconds: 5_000)), "Bob hit the mine at d7"),
        (.cleared(elapsed: GameTime(milliseconds: 83_999)), "Cleared in 83 s"),
    ])
    func everyEventHasOneSentence(event: MinesweeperEvent, sentence: String) {
        #expect(MinesweeperWording.sentence(event, name: Self.name) == sentence)
    }

    @Test(arguments: [
        (
            Minesweeper.Violation.protectedByFlag(.named("a1"), by: Seat(1)), Int?(3),
            "a1 is flagged by Bob: take the flag off before revealing it."
        ),
        (.alreadyFlagged(.named("b2"), by: Seat(0)), 3, "b2 is already flagged by Ann."),
        (.gameOver, 3, "Board 3 is over: press n for a new board."),
        (.gameOver, nil, "The board is over: press n for a new board."),
        (.alreadyRevealed(.named("c3")), nil, "c3 is already revealed."),
    ])
    func refusalsNamePlayersNotSeats(violation: Minesweeper.Violation, board: Int?, sentence: String) {
        #expect(MinesweeperWording.refusal(violation, name: Self.name, board: board) == sentence)
    }

    @Test func aChangeIsTheEventsOfItsMove() throws {
        var game = Minesweeper(options: Self.beginner, seatCount: 2, seed: 42)
        var before = game
        try game.apply(.reveal(.named("e5")), by: Seat(0), at: GameTime(milliseconds: 1_000))
        let opening = game.update(since: before, for: .seat(Seat(0)))
        let flood = opening.revealed.count
        #expect(flood > 1, "seed 42 opens a flood at e5")
        expectNoDifference(
            MinesweeperWording.events(of: opening, elapsed: .start),
            [.revealed(.named("e5"), count: flood, by: Seat(0))])
        #expect(
            MinesweeperWording.sentence(for: opening, elapsed: .start, name: Self.name)
                == "Ann revealed \(flood) cells from e5")

        let hidden = try #require(
            game.view(for: .seat(Seat(1))).cells.first { game.view(for: .seat(Seat(1)))[$0] == .hidden })
        before = game
        try game.apply(.flag(hidden, on: true), by: Seat(1), at: GameTime(milliseconds: 2_000))
        let flag = game.update(since: before, for: .seat(Seat(0)))
        expectNoDifference(
            MinesweeperWording.events(of: flag, elapsed: GameTime(milliseconds: 1_000)),
            [.flagged(hidden, on: true, by: Seat(1))])
        #expect(
            MinesweeperWording.sentence(for: flag, elapsed: GameTime(milliseconds: 1_000), name: Self.name)
                == "Bob flagged \(hidden.name)")
    }
}
