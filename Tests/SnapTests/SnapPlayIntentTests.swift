import ClientCore
import GameCatalog
import GameCore
import PlainMode
import Snap
import SnapPlay
import TermCore
import TerminalUI
import Testing

/// Snap's intents: what each is sent as, which seat it is for at one keyboard, the keys that make them, and the
/// words plain mode reads.
struct SnapPlayIntentTests {
    /// Ann (seat 0) to turn at turn 3; Bob's 7S and Cy's 7D match.
    static let table = Snap.laid(
        ["2C 3C | 4C", "2D 3D | 7S", "2H 3H | 7D"], rest: 0, active: 0, activeFrom: 1_000, turn: 3)

    static var view: SnapView { table.view(for: .spectator) }

    static let names = SeatNames(["Ann", "Bob", "Cy"])

    @Test("A turn is sent as it is; a call names the turn the person saw")
    func moves() {
        var state = NoClientState()
        #expect(SnapPlay.perform(.turn(nil), by: Seat(0), on: Self.view, state: &state) == .send(.turn))
        #expect(SnapPlay.perform(.snap(nil), by: Seat(2), on: Self.view, state: &state) == .send(.snap(turn: 3)))
        #expect(SnapPlay.perform(.snap(Seat(1)), by: Seat(1), on: Self.view, state: &state) == .send(.snap(turn: 3)))
    }

    @Test("A key naming another seat than the person's is refused; a click on the bottom pile is the person's own")
    func otherSeats() {
        var state = NoClientState()
        guard case .refused = SnapPlay.perform(.snap(Seat(1)), by: Seat(2), on: Self.view, state: &state) else {
            Issue.record("a call for another seat was sent")
            return
        }
        guard case .refused = SnapPlay.perform(.turn(Seat(0)), by: Seat(1), on: Self.view, state: &state) else {
            Issue.record("a turn for another seat was sent")
            return
        }
        #expect(SnapPlay.perform(.turnPile(Seat(0)), by: Seat(2), on: Self.view, state: &state) == .send(.turn))
        #expect(SnapPlay.perform(.turnPile(Seat(1)), by: Seat(1), on: Self.view, state: &state) == .send(.turn))
    }

    @Test("At one keyboard a seat's own keys act for it, the shared ones for the seat to turn, else the first person")
    func seats() {
        let view = Self.view
        let everyone = [Seat(0), Seat(1), Seat(2)]
        #expect(SnapPlay.seat(for: .snap(Seat(2)), on: view, among: everyone) == Seat(2))
        #expect(SnapPlay.seat(for: .turn(nil), on: view, among: everyone) == Seat(0))
        #expect(SnapPlay.seat(for: .snap(nil), on: view, among: everyone) == Seat(0))
        // NB: against the computer (Ann's seat is the computer's here), the shared keys are the person's.
        #expect(SnapPlay.seat(for: .snap(nil), on: view, among: [Seat(2)]) == Seat(2))
        #expect(SnapPlay.seat(for: .turnPile(Seat(1)), on: view, among: everyone) == Seat(1))
    }

    @Test("Online Space snaps and Enter or Down turns; at one keyboard each seat has its pair too")
    func keys() {
        func intent(_ key: Key, atOneKeyboard: Bool) -> SnapPlay.Intent? {
            SnapPlay.keyBindings(settings: Settings(), atOneKeyboard: atOneKeyboard)
                .compactMap { $0.intents[key] }.first
        }
        #expect(intent(.character(" "), atOneKeyboard: false) == .snap(nil))
        #expect(intent(.enter, atOneKeyboard: false) == .turn(nil))
        #expect(intent(.down, atOneKeyboard: false) == .turn(nil))
        #expect(intent(.character("a"), atOneKeyboard: false) == nil)
        let pairs: [(Character, Character)] = [("a", "s"), ("k", "l"), ("z", "x"), (",", ".")]
        for (index, pair) in pairs.enumerated() {
            #expect(intent(.character(pair.0), atOneKeyboard: true) == .turn(Seat(index)))
            #expect(intent(.character(pair.1), atOneKeyboard: true) == .snap(Seat(index)))
        }
        #expect(intent(.character("S"), atOneKeyboard: true) == .snap(Seat(0)))
        #expect(intent(.character(" "), atOneKeyboard: true) == .snap(nil))
        // NB: the table's own keys stay the table's.
        for key in ["n", "m", "q", "?"] { #expect(intent(.character(Character(key)), atOneKeyboard: true) == nil) }
    }

    @Test("The hints name the shared keys")
    func hints() {
        let hints = SnapPlay.keyBindings(settings: Settings(), atOneKeyboard: false).compactMap(\.hint)
        #expect(hints == ["snap", "turn"])
    }

    @Test("Plain mode: t and s, and s with a player's number or name")
    func plainWords() {
        func read(_ line: String) -> PlainReading<SnapPlay.Intent>? {
            SnapPlay.intent(forLine: line, settings: Settings(), on: Self.view, names: Self.names)
        }
        #expect(read("t") == .intent(.turn(nil)))
        #expect(read("turn") == .intent(.turn(nil)))
        #expect(read("s") == .intent(.snap(nil)))
        #expect(read("snap") == .intent(.snap(nil)))
        #expect(read("s 2") == .intent(.snap(Seat(1))))
        #expect(read("s ann") == .intent(.snap(Seat(0))))
        #expect(read("s Cy") == .intent(.snap(Seat(2))))
        #expect(read("t b") == .intent(.turn(Seat(1))))
        #expect(read("s 4") == .invalid("Players are numbered 1 to 3: type s 2 for the second."))
        #expect(read("s Di") == .invalid("There is no player 'Di': the players are Ann, Bob, Cy."))
        #expect(read("x") == nil)
    }

    @Test("The status names the seat to turn; refusals name players")
    func words() {
        #expect(SnapPlay.status(of: Self.view, for: .spectator, names: Self.names) == "Ann to turn")
        #expect(
            SnapPlay.refusal(.notYourTurn(next: Seat(1)), names: Self.names) == "Not your turn: Bob turns next.")
        #expect(
            SnapPlay.refusal(.tooLate(turn: 3, calledBy: Seat(2)), names: Self.names) == "Too late: Cy called first.")
    }

    @Test("The view changes by itself when the cooldown ends, and not as the turn timer runs")
    func displayChanges() {
        let view = Self.view
        #expect(SnapPlay.nextDisplayChange(of: view, at: at(400)) == at(1_000))
        #expect(SnapPlay.nextDisplayChange(of: view, at: at(1_000)) == nil)
        #expect(SnapPlay.nextDisplayChange(of: view, at: at(5_000)) == nil)
        #expect(SnapPlay.latestMoment(of: view) == at(500))
    }
}

/// What online plain mode says of the moves a Snap view counts: the last one in its words, several as a count.
struct SnapPlaySentenceTests {
    @Test("One move untold is told in SnapWording's words, a match after it; several are counted")
    func sentences() throws {
        var game = Snap.laid(["7D 2H | ", "2D 3D | 7S"], rest: 0, active: 0, cooldown: 0)
        try game.apply(.turn, by: Seat(0), at: at(0))
        let names = SeatNames(["Ann", "Bob"])
        let view = game.view(for: .spectator)
        #expect(SnapPlay.sentences(forMovesIn: view, from: 0, names: names) == ["Ann turns 7D. Match!"])
        #expect(SnapPlay.sentences(forMovesIn: view, from: 1, names: names) == [])
        try game.apply(.snap(turn: 1), by: Seat(1), at: at(10))
        try game.apply(.turn, by: Seat(1), at: at(20))
        let later = game.view(for: .spectator)
        #expect(SnapPlay.sentences(forMovesIn: later, from: 2, names: names) == ["Bob turns 2D"])
        #expect(
            SnapPlay.sentences(forMovesIn: later, from: 0, names: names).first?.hasPrefix("3 moves since: ") == true)
        #expect(
            SnapPlay.sentence(for: .snap(turn: 1), by: Seat(1), after: later, names: names) == "Bob calls snap")
    }
}
