import ClientCore
import CustomDump
import GameCatalog
import GameCore
import TestGames
import Testing

/// A game known only to the tests, at one keyboard through its play parts: the table applies its deadlines when the
/// loop's clock reaches them and never otherwise, refuses in the rules' words, scores rounds and starts the next.
@Suite struct LocalTableTests {
    static let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: 300))
    static let names = ["Ann", "Bob", "Cy"]

    static func table(at start: GameTime = .start) -> LocalTable {
        LocalTable(setup: setup, names: names, play: PressRacePlay.self, seed: 7, at: start)
    }

    @Test func theCountdownIsTheNextDeadlineCountedFromTheRoundsStartAndNothingHappensBeforeIt() {
        var table = Self.table(at: GameTime(milliseconds: 1_000))
        #expect(table.nextDeadline == GameTime(milliseconds: 1_300))
        #expect(table.applyDeadlines(at: GameTime(milliseconds: 1_299)).isEmpty)
        #expect(table.view.seatsToAct.isEmpty)
    }

    @Test func aPressBeforeTheGoIsRefusedInTheRulesWordsAndChangesNothing() {
        var table = Self.table()
        let before = table
        #expect(throws: TableRefusal("Wait for the countdown.")) {
            try table.perform(PlayIntent(PressRacePlay.self, .press(Seat(1))), at: .start)
        }
        expectNoDifference(table, before)
    }

    @Test func theGoFiresOnceAtItsMomentThenASeatsOwnKeyWinsTheRoundForIt() throws {
        var table = Self.table()
        let go = AnyMove(PressRace.self, .go)
        #expect(table.applyDeadlines(at: GameTime(milliseconds: 300)) == [.moved(seat: Seat(0), move: go)])
        #expect(table.applyDeadlines(at: GameTime(milliseconds: 301)).isEmpty)
        #expect(table.view.seatsToAct == [Seat(0), Seat(1), Seat(2)])
        let events = try table.perform(
            PlayIntent(PressRacePlay.self, .press(Seat(1))), at: GameTime(milliseconds: 450))
        #expect(
            events == [.moved(seat: Seat(1), move: AnyMove(PressRace.self, .press)), .roundEnded(.won(by: [Seat(1)]))])
        #expect(table.score.wins == [0, 1, 0])
        // NB: a finished round needs the clock no more: the loop sleeps until a key.
        #expect(table.nextDeadline == nil)
    }

    @Test func deadlinesLongPastAreAppliedInOrderEachAtItsOwnMomentWhenAKeyComesFirst() throws {
        var table = Self.table()
        // NB: the loop slept through the go and the time to press; the next key finds the round already drawn.
        let late = GameTime(milliseconds: 300 + 60_000 + 5)
        let events = try table.perform(PlayIntent(PressRacePlay.self, .press(nil)), at: late)
        #expect(
            events == [
                .moved(seat: Seat(0), move: AnyMove(PressRace.self, .go)),
                .moved(seat: Seat(0), move: AnyMove(PressRace.self, .timeUp)), .roundEnded(.draw),
            ])
        #expect(table.score.draws == 1)
    }

    @Test func theNextRoundStartsOnlyOnceThisOneIsOverOpenedByTheNextSeatAndKeepsTheScore() throws {
        var table = Self.table()
        #expect(table.startNextRound(at: GameTime(milliseconds: 10)).isEmpty)
        _ = table.applyDeadlines(at: GameTime(milliseconds: 300))
        _ = try table.perform(
            PlayIntent(PressRacePlay.self, .press(Seat(2))), at: GameTime(milliseconds: 400))
        #expect(table.startNextRound(at: GameTime(milliseconds: 2_000)) == [.roundStarted(round: 2, starter: Seat(1))])
        #expect(table.round == 2)
        #expect(table.score.wins == [0, 0, 1])
        #expect(table.nextDeadline == GameTime(milliseconds: 2_300))
    }
}

/// The computer at one keyboard: it answers when the game lets it, after its own thinking time, as a deadline the
/// loop wakes for; a person quicker than it wins, and a key cannot play the computer's seat.
@Suite struct LocalTableComputerTests {
    static func table() -> LocalTable {
        var table = LocalTable(
            setup: LocalTableTests.setup, names: LocalTableTests.names, computerSeats: [Seat(2)],
            play: PressRacePlay.self, seed: 7, at: .start)
        #expect(table.begin() == [.roundStarted(round: 1, starter: Seat(0))])
        return table
    }

    @Test func theComputerPressesAfterItsThinkingTimeOnceTheRaceOpensAndTheLoopWakesForIt() {
        var table = Self.table()
        #expect(table.nextDeadline == GameTime(milliseconds: 300), "the go first; the computer waits for it")
        _ = table.applyDeadlines(at: GameTime(milliseconds: 300))
        #expect(table.nextDeadline == GameTime(milliseconds: 550))
        #expect(table.applyDeadlines(at: GameTime(milliseconds: 549)).isEmpty)
        #expect(
            table.applyDeadlines(at: GameTime(milliseconds: 550)) == [
                .moved(seat: Seat(2), move: AnyMove(PressRace.self, .press)), .roundEnded(.won(by: [Seat(2)])),
            ])
        #expect(table.nextDeadline == nil)
    }

    @Test func aPersonQuickerThanTheComputerWinsAndTheComputersPlanIsDropped() throws {
        var table = Self.table()
        let events = try table.perform(
            PlayIntent(PressRacePlay.self, .press(Seat(0))), at: GameTime(milliseconds: 500))
        #expect(events.first == .moved(seat: Seat(0), move: AnyMove(PressRace.self, .go)))
        #expect(events.last == .roundEnded(.won(by: [Seat(0)])))
        #expect(table.applyDeadlines(at: GameTime(milliseconds: 10_000)).isEmpty)
    }

    @Test func aKeyForTheComputersSeatIsRefused() {
        var table = Self.table()
        _ = table.applyDeadlines(at: GameTime(milliseconds: 300))
        #expect(throws: TableRefusal("Cy is played by the computer.")) {
            try table.perform(PlayIntent(PressRacePlay.self, .press(Seat(2))), at: GameTime(milliseconds: 400))
        }
    }

    @Test func aPersonAgainstTheComputerSeesTheirOwnSeatsSecret() {
        let alone = LocalTable(
            setup: GameSetup(PressRace.self, PressRace.Options(seats: 2)), names: ["Ann", "Computer"],
            computerSeats: [Seat(1)], play: PressRacePlay.self, seed: 7, at: .start)
        let numbers = alone.view.view(of: PressRace.self)?.luckyNumbers
        #expect(numbers?[0] != nil)
        #expect(numbers?[1] == nil)
    }

    @Test func theKeysTypedAheadAreDroppedWhenAMoveDecidesTheRace() throws {
        var state = try #require(
            AppState.table(setup: LocalTableTests.setup, names: LocalTableTests.names, plays: TestGames.plays, seed: 7))
        let opened = state.reduce(.clockTicked(GameTime(milliseconds: 300)))
        #expect(!opened.contains(.discardTypeAhead))
        let effects = state.reduce(
            .play(PlayIntent(PressRacePlay.self, .press(Seat(2)))), at: GameTime(milliseconds: 400))
        #expect(effects.contains(.discardTypeAhead))
        #expect(effects.contains { if case .record = $0 { true } else { false } })
    }
}
