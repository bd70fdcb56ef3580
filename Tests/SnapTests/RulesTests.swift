import CustomDump
import GameCore
import Snap
import Testing

/// Each rule on a table laid by hand (see `Snap.laid`): the cards named are the ones a rule moves, the rest sit at
/// the bottom of one seat's closed pile.
@Suite struct RulesTests {
    // MARK: - Turning

    @Test func theActiveSeatTurnsItsTopCardAndTheNextSeatMayTurnAfterTheCooldown() throws {
        var game = Snap.laid(["7D 8S |", "KH |"], rest: 1)
        try game.apply(.turn, by: Seat(0), at: at(100))
        #expect(game.piles[0] == SnapPiles(closed: cards("8S"), open: cards("7D")))
        #expect(game.piles[1].closed.first == .named("KH") && game.piles[1].open.isEmpty)
        #expect(game.active == Seat(1) && game.activeFrom == at(600) && game.turn == 1)
        #expect(game.lastEvent == .turned(card: .named("7D"), by: Seat(0), flipped: false))
        #expect(game.deadline == Deadline(at: at(10_600), seat: Seat(1), move: .timedTurn))
        #expect(game.movesPlayed == 1)
    }

    @Test func onlyTheActiveSeatTurnsOncePerActivationAndNotBeforeItsMoment() throws {
        var game = Snap.laid(["7D 8S |", "KH |"], rest: 1)
        #expect(throws: Snap.Violation.notYourTurn(next: Seat(0))) { try game.apply(.turn, by: Seat(1), at: at(50)) }
        try game.apply(.turn, by: Seat(0), at: at(100))
        let turned = game
        #expect(throws: Snap.Violation.notYourTurn(next: Seat(1))) { try game.apply(.turn, by: Seat(0), at: at(700)) }
        #expect(throws: Snap.Violation.tooSoon(next: Seat(1), from: at(600))) {
            try game.apply(.turn, by: Seat(1), at: at(599))
        }
        expectNoDifference(game, turned)
        try game.apply(.turn, by: Seat(1), at: at(600))
        #expect(game.active == Seat(0) && game.turn == 2)
    }

    @Test func refusalsSayWhyInPlainWords() {
        let names = ["Ann", "Bob", "Cy"]
        func said(_ violation: Snap.Violation) -> String { violation.sentence(naming: { names[$0.index] }) }
        #expect(said(.notYourTurn(next: Seat(1))) == "Not your turn: Bob turns next.")
        #expect(said(.tooSoon(next: Seat(1), from: at(600))) == "Wait: Bob turns next in a moment.")
        #expect(said(.tooLate(turn: 4, calledBy: Seat(2))) == "Too late: Cy called first.")
        #expect(said(.tooLate(turn: 4, calledBy: nil)) == "Too late: the match is gone.")
        #expect(said(.out(Seat(0))) == "Ann has no cards left: out until the next round.")
        #expect(said(.roundOver) == "The round is over.")
        #expect(said(.notYet(due: at(10_000))) == "The turn timer has not run out yet.")
        #expect(said(.noSuchTurn(9, current: 4)) == "There is no turn 9 to call snap on: the table is at turn 4.")
        #expect(said(.notASeat(Seat(5), seatCount: 3)) == "seat 5 does not play in this game (it has seats 0 to 2).")
        #expect(Snap.Violation.notYourTurn(next: Seat(1)).description == "Not your turn: seat 1 turns next.")
    }

    /// The open pile turned over is the closed pile a real pile would be: the first card turned is on top.
    @Test func aSeatWithNoClosedCardsTurnsItsOpenPileOverFirst() throws {
        var game = Snap.laid(["| 2C 3D 4H", "KH |"], rest: 1)
        try game.apply(.turn, by: Seat(0), at: at(0))
        #expect(game.piles[0] == SnapPiles(closed: cards("3D 4H"), open: cards("2C")))
        #expect(game.lastEvent == .turned(card: .named("2C"), by: Seat(0), flipped: true))
    }

    @Test func theNextSeatIsTheFirstClockwiseThatCanTurn() throws {
        // Seat 1 holds one open card only and cannot turn; seat 2 has no closed cards but two open ones, so can.
        var game = Snap.laid(["7D |", "| 5S", "| 6S 9S", "KH |"], rest: 3)
        try game.apply(.turn, by: Seat(0), at: at(0))
        #expect(game.active == Seat(2))
        try game.apply(.turn, by: Seat(2), at: at(500))
        #expect(game.piles[2] == SnapPiles(closed: cards("9S"), open: cards("6S")))
        #expect(game.active == Seat(3))
    }

    @Test func aSeatThatAloneCanTurnTurnsAgainAfterTheCooldown() throws {
        var game = Snap.laid(["7D 8S |", "| 5S"], rest: 0)
        try game.apply(.turn, by: Seat(0), at: at(0))
        #expect(game.active == Seat(0) && game.activeFrom == at(500))
        #expect(throws: Snap.Violation.tooSoon(next: Seat(0), from: at(500))) {
            try game.apply(.turn, by: Seat(0), at: at(499))
        }
        try game.apply(.turn, by: Seat(0), at: at(500))
    }

    // MARK: - The turn timer and absence

    @Test func theTurnTimerTurnsForTheActiveSeatExactlyAsItsOwnTurn() throws {
        let game = Snap.laid(["7D 8S |", "KH |"], rest: 1, activeFrom: 200)
        var timed = game
        #expect(throws: Snap.Violation.notYet(due: at(10_200))) {
            try timed.apply(.timedTurn, by: Seat(0), at: at(10_199))
        }
        #expect(throws: Snap.Violation.notYourTurn(next: Seat(0))) {
            try timed.apply(.timedTurn, by: Seat(1), at: at(10_200))
        }
        #expect(game.deadline == Deadline(at: at(10_200), seat: Seat(0), move: .timedTurn))
        try timed.apply(.timedTurn, by: Seat(0), at: at(10_250))
        var manual = game
        try manual.apply(.turn, by: Seat(0), at: at(10_250))
        expectNoDifference(timed, manual)
    }

    @Test func aSeatAwayTooLongIsDealtOutRoundRobinToTheOthers() throws {
        var game = Snap.laid(["9H |", "KH |", "AC 2C 3C | 4C 5C"], rest: 1)
        let before = game
        #expect(game.moveForAbsence(of: Seat(2)) == .dealtOut)
        try game.apply(.dealtOut, by: Seat(2), at: at(0))
        #expect(game.piles[2].isEmpty)
        #expect(game.piles[0].closed == cards("9H AC 3C 5C"))
        #expect(game.piles[1].closed == before.piles[1].closed + cards("2C 4C"))
        #expect(game.lastEvent == .dealtOut(seat: Seat(2), among: [Seat(0), Seat(1)]))
        #expect(game.moveForAbsence(of: Seat(2)) == nil)
        #expect(game.seatsToAct == [Seat(0), Seat(1)])
        #expect(throws: Snap.Violation.out(Seat(2))) { try game.apply(.snap(turn: 0), by: Seat(2), at: at(5)) }
    }

    @Test func theActiveSeatDealtOutPassesTheTurnOn() throws {
        var game = Snap.laid(["9H |", "KH |", "AC |"], rest: 0, active: 1, activeFrom: 300)
        try game.apply(.dealtOut, by: Seat(1), at: at(1_000))
        #expect(game.active == Seat(2) && game.activeFrom == at(1_000))
    }

    // MARK: - Snap

    @Test func aCorrectCallTakesEveryMatchingPileClockwiseFromTheCaller() throws {
        var game = Snap.laid(["2H | 3S 7D", "4H | KH", "5H | 8C 7S", "6H | 9D"], rest: 3, turn: 5)
        let before = game
        try game.apply(.snap(turn: 5), by: Seat(1), at: at(100))
        #expect(game.piles[1].closed == before.piles[1].closed + cards("8C 7S 3S 7D"))
        #expect(game.piles[0] == SnapPiles(closed: cards("2H")))
        #expect(game.piles[2] == SnapPiles(closed: cards("5H")))
        #expect(game.piles[1].open == cards("KH") && game.piles[3] == before.piles[3])
        #expect(game.lastEvent == .snapped(by: Seat(1), from: [Seat(2), Seat(0)], cards: 4))
        #expect(game.calledBy == Seat(1))
    }

    @Test func twoMatchesAreTakenTogetherTheCallersOwnPileFirst() throws {
        var game = Snap.laid(["| 7D", "| KH", "| 7S", "| KC"], rest: 1, active: 1)
        try game.apply(.snap(turn: 0), by: Seat(2), at: at(0))
        #expect(game.lastEvent == .snapped(by: Seat(2), from: [Seat(2), Seat(3), Seat(0), Seat(1)], cards: 4))
        #expect(game.piles[2].closed == cards("7S KC 7D KH"))
    }

    @Test func theFirstCallDecidesTheWindowAndEveryLaterOneIsTooLateAndCostsNothing() throws {
        var game = Snap.laid(["2H | 7D", "4H | 7S", "5H | 9C"], rest: 2, turn: 3)
        try game.apply(.snap(turn: 3), by: Seat(2), at: at(10))
        let decided = game
        for seat in [Seat(0), Seat(1), Seat(2)] {
            #expect(throws: Snap.Violation.tooLate(turn: 3, calledBy: Seat(2))) {
                try game.apply(.snap(turn: 3), by: seat, at: at(11))
            }
        }
        #expect(throws: Snap.Violation.tooLate(turn: 2, calledBy: Seat(2))) {
            try game.apply(.snap(turn: 2), by: Seat(0), at: at(12))
        }
        expectNoDifference(game, decided)
        // The next card opens a new window.
        try game.apply(.turn, by: Seat(0), at: at(500))
        #expect(game.calledBy == nil && game.turn == 4)
    }

    @Test func aWrongCallPaysOneCardToEachOtherSeatClockwise() throws {
        var game = Snap.laid(["AC 2C 3C | 4D", "KH | 5D", "QH | 6D"], rest: 2, turn: 2)
        let before = game
        try game.apply(.snap(turn: 2), by: Seat(0), at: at(10))
        #expect(game.piles[0] == SnapPiles(closed: cards("3C"), open: cards("4D")))
        #expect(game.piles[1].closed == cards("KH AC"))
        #expect(game.piles[2].closed == before.piles[2].closed + cards("2C"))
        #expect(game.lastEvent == .missed(by: Seat(0), paid: [Seat(1), Seat(2)]))
        #expect(game.calledBy == Seat(0))
    }

    @Test func aWrongCallerWithAnEmptyClosedPileTurnsItsOpenPileOverToPay() throws {
        var game = Snap.laid(["9C | 2C 3D", "KH | 5D", "QH | 6D"], rest: 2)
        let before = game
        try game.apply(.snap(turn: 0), by: Seat(0), at: at(10))
        #expect(game.piles[0] == SnapPiles(closed: cards("3D")))
        #expect(game.piles[1].closed == cards("KH 9C"))
        #expect(game.piles[2].closed == before.piles[2].closed + cards("2C"))
        #expect(game.lastEvent == .missed(by: Seat(0), paid: [Seat(1), Seat(2)]))
    }

    @Test func aWrongCallerWhoRunsOutPaysWhatItHasAndIsOut() throws {
        var game = Snap.laid(["9C |", "KH | 5D", "QH | 6D"], rest: 2, active: 0)
        try game.apply(.snap(turn: 0), by: Seat(0), at: at(10))
        #expect(game.piles[0].isEmpty)
        #expect(game.piles[1].closed == cards("KH 9C"))
        #expect(game.lastEvent == .missed(by: Seat(0), paid: [Seat(1)]))
        #expect(game.active == Seat(1), "the active seat out, the turn passes")
        #expect(game.seatsToAct == [Seat(1), Seat(2)])
        #expect(throws: Snap.Violation.out(Seat(0))) { try game.apply(.turn, by: Seat(0), at: at(900)) }
    }

    @Test func aWrongCallPaysNoSeatThatIsOut() throws {
        var game = Snap.laid(["AC 2C | 4D", "KH | 5D", "", "QH | 6D"], rest: 3)
        try game.apply(.snap(turn: 0), by: Seat(0), at: at(10))
        #expect(game.lastEvent == .missed(by: Seat(0), paid: [Seat(1), Seat(3)]))
        #expect(game.piles[2].isEmpty)
    }

    @Test func aCallOnATurnWhoseMatchANewerCardCoveredIsTooLateNotWrong() throws {
        var game = Snap.laid(["2H | 7D", "4H | 7S"], rest: 1, turn: 5)
        try game.apply(.turn, by: Seat(0), at: at(0))
        #expect(!game.tableHasMatch)
        let covered = game
        #expect(throws: Snap.Violation.tooLate(turn: 5, calledBy: nil)) {
            try game.apply(.snap(turn: 5), by: Seat(1), at: at(20))
        }
        expectNoDifference(game, covered)
        // A call naming the new turn, which shows no match, is wrong.
        try game.apply(.snap(turn: 6), by: Seat(1), at: at(30))
        #expect(game.lastEvent == .missed(by: Seat(1), paid: [Seat(0)]))
    }

    @Test func aCallNamingAnOlderTurnIsJudgedByTheTableAsItIsNow() throws {
        var game = Snap.laid(["7D |", "4H | 7S"], rest: 1, turn: 3)
        try game.apply(.turn, by: Seat(0), at: at(0))
        try game.apply(.snap(turn: 3), by: Seat(1), at: at(20))
        #expect(game.lastEvent == .snapped(by: Seat(1), from: [Seat(1), Seat(0)], cards: 2))
    }

    @Test func aMatchGoneWithASeatDealtOutMakesACallTooLate() throws {
        var game = Snap.laid(["2H | 7D", "4H | 7S", "5H | 9C"], rest: 2, turn: 4)
        try game.apply(.dealtOut, by: Seat(1), at: at(0))
        #expect(throws: Snap.Violation.tooLate(turn: 4, calledBy: nil)) {
            try game.apply(.snap(turn: 4), by: Seat(0), at: at(20))
        }
    }

    @Test(arguments: [-1, 6, 100])
    func aCallNamingATurnNotOnTheTableIsRefused(turn: Int) {
        var game = Snap.laid(["2H | 7D", "4H | 7S"], rest: 1, turn: 5)
        #expect(throws: Snap.Violation.noSuchTurn(turn, current: 5)) {
            try game.apply(.snap(turn: turn), by: Seat(0), at: at(0))
        }
    }

    @Test func theActiveSeatLosingItsCardsPassesTheTurnFromNowOn() throws {
        var game = Snap.laid(["2H | 8D", "| 7S 8S", "5H | 9C"], rest: 2, active: 1, activeFrom: 600)
        try game.apply(.snap(turn: 0), by: Seat(0), at: at(900))
        #expect(game.piles[1].isEmpty)
        #expect(game.active == Seat(2) && game.activeFrom == at(900))
    }

    // MARK: - The end

    @Test func theRoundEndsExactlyWhenOneSeatHoldsAllFiftyTwo() throws {
        var game = Snap.laid(["| 7D", "| 7S"], rest: 0)
        #expect(game.winner == nil)
        try game.apply(.snap(turn: 0), by: Seat(0), at: at(10))
        #expect(game.piles[0].count == 52 && game.winner == Seat(0))
        #expect(game.outcome == .won(by: [Seat(0)]) && game.isOver)
        #expect(game.active == nil && game.deadline == nil && game.seatsToAct == [])
        #expect(game.moveForAbsence(of: Seat(0)) == nil)
        #expect(throws: Snap.Violation.roundOver) { try game.apply(.turn, by: Seat(0), at: at(900)) }
        // NB: a call in the window the winning call decided lost the race: too late, even from the seat it emptied.
        #expect(throws: Snap.Violation.tooLate(turn: 0, calledBy: Seat(0))) {
            try game.apply(.snap(turn: 0), by: Seat(1), at: at(12))
        }
        #expect(throws: Snap.Violation.roundOver) { try game.apply(.snap(turn: 1), by: Seat(1), at: at(900)) }
    }

    @Test func aWrongCallPayingTheLastCardEndsTheRound() throws {
        var game = Snap.laid(["| 7D", "9C |"], rest: 0)
        try game.apply(.snap(turn: 0), by: Seat(1), at: at(10))
        #expect(game.winner == Seat(0) && game.piles[0].closed.last == .named("9C"))
    }

    @Test func theLastSeatButOneDealtOutLeavesTheOtherHoldingEverything() throws {
        var game = Snap.laid(["9C |", "KH |"], rest: 0)
        try game.apply(.dealtOut, by: Seat(0), at: at(10))
        #expect(game.winner == Seat(1))
    }

    @Test func aSeatThatIsNotAtTheTableIsRefused() {
        var game = Snap.laid(["9C |", "KH |"], rest: 0)
        #expect(throws: Snap.Violation.notASeat(Seat(2), seatCount: 2)) { try game.apply(.turn, by: Seat(2)) }
        #expect(throws: Snap.Violation.notASeat(Seat(-1), seatCount: 2)) { try game.apply(.turn, by: Seat(-1)) }
    }
}
