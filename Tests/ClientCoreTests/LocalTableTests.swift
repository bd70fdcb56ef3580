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
            try table.perform(PlayIntent(PressRacePlay.self, .press(Seat(1))), play: PressRacePlay.self, at: .start)
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
            PlayIntent(PressRacePlay.self, .press(Seat(1))), play: PressRacePlay.self, at: GameTime(milliseconds: 450))
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
        let events = try table.perform(PlayIntent(PressRacePlay.self, .press(nil)), play: PressRacePlay.self, at: late)
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
            PlayIntent(PressRacePlay.self, .press(Seat(2))), play: PressRacePlay.self, at: GameTime(milliseconds: 400))
        #expect(table.startNextRound(at: GameTime(milliseconds: 2_000)) == [.roundStarted(round: 2, starter: Seat(1))])
        #expect(table.round == 2)
        #expect(table.score.wins == [0, 0, 1])
        #expect(table.nextDeadline == GameTime(milliseconds: 2_300))
    }
}
