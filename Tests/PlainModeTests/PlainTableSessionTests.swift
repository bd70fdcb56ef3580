import ClientCore
import GameCatalog
import GameCore
import PlainMode
import TestGames
import Testing

/// A game known only to the tests, at one keyboard in plain mode: the shapes of line every game's plain mode has, the
/// game's own words and sentences, and deadlines said when the caller's clock reaches them.
@Suite struct PlainTableSessionTests {
    static let setup = GameSetup(PressRace.self, PressRace.Options(seats: 3, countdownMilliseconds: 300))

    static func session() throws -> PlainTableSession {
        try #require(
            PlainTableSession(
                setup: setup, names: ["Ann", "Bob", "Cy"], plays: TestGames.plays, seed: 7, at: .start))
    }

    @Test func aRaceAtOneKeyboardFromTheGreetingToTheScore() throws {
        var session = try Self.session()
        #expect(
            session.openingLines == [
                "Press race: Ann, Bob and Cy.", "Round 1.", "Waiting for the go.", "Ann: racing.",
                "Bob: racing.", "Cy: racing.", "Get ready: the race opens in a moment.",
            ])
        #expect(session.nextDeadline == GameTime(milliseconds: 300))
        #expect(
            session.handle("press 2", at: GameTime(milliseconds: 100)) == [
                "Wait for the countdown.", "Get ready: the race opens in a moment.",
            ])
        #expect(session.clock(at: GameTime(milliseconds: 300)) == ["Go! Type press."])
        #expect(session.handle("press 9", at: GameTime(milliseconds: 310)).first == "Seats are numbered 1 to 8.")
        #expect(
            session.handle("jump", at: GameTime(milliseconds: 320)).first
                == "Unknown command 'jump': type press, board, help, new or quit.")
        let end = session.handle("press 2", at: GameTime(milliseconds: 400))
        #expect(end.first == "Bob pressed first.")
        #expect(
            end.suffix(3) == [
                "Result: Bob wins", "Score: Ann 0, Bob 1, Cy 0, draws 0.",
                "Type new for the next round, longer for a race with a longer countdown, or quit.",
            ])
        #expect(end.contains { $0.hasPrefix("Bob: pressed first, lucky number ") })
        #expect(session.nextDeadline == nil)
        #expect(
            session.handle("new", at: GameTime(milliseconds: 1_000)).prefix(2) == ["Round 2.", "Waiting for the go."])
        #expect(session.nextDeadline == GameTime(milliseconds: 1_300))
        #expect(
            session.handle("quit", at: GameTime(milliseconds: 1_100)) == [
                "Score: Ann 0, Bob 1, Cy 0, draws 0.", "Goodbye.",
            ])
        #expect(session.handle("press", at: GameTime(milliseconds: 1_200)).isEmpty)
        #expect(session.nextDeadline == nil)
    }

    @Test func theGamesChoiceAtARoundsEndStartsTheNextRoundAsItMakesIt() throws {
        var session = try Self.session()
        #expect(
            session.handle("longer", at: GameTime(milliseconds: 10)).first
                == "Unknown command 'longer': type press, board, help, new or quit.")
        _ = session.clock(at: GameTime(milliseconds: 300))
        _ = session.handle("press 1", at: GameTime(milliseconds: 350))
        #expect(
            session.handle("longer", at: GameTime(milliseconds: 1_000)).prefix(2) == [
                "Round 2.", "Waiting for the go.",
            ])
        #expect(session.nextDeadline == GameTime(milliseconds: 1_600))
    }

    @Test func theComputerRacesTooAndItsPressIsSaidWhenTheClockReachesIt() throws {
        var session = try #require(
            PlainTableSession(
                setup: Self.setup, names: ["Ann", "Bob", "Computer"], computerSeats: [Seat(2)], plays: TestGames.plays,
                seed: 7))
        #expect(session.clock(at: GameTime(milliseconds: 300)) == ["Go! Type press."])
        #expect(session.nextDeadline == GameTime(milliseconds: 550))
        let said = session.clock(at: GameTime(milliseconds: 550))
        #expect(said.first == "Computer pressed first.")
        #expect(said.contains("Result: Computer wins"))
        #expect(
            session.handle("press 3", at: GameTime(milliseconds: 600)).first
                == "Round 1 is over: type new for the next round.")
    }

    @Test func aGameWithoutPlainModePartsHasNoTable() {
        let setup = GameSetup(PressRace.self, PressRace.Options())
        #expect(PlainTableSession(setup: setup, names: ["Ann", "Bob", "Cy"], plays: PlayRegistry([]), seed: 1) == nil)
    }
}
