import GameCore
import Snap
import Testing

@Suite struct WordingTests {
    static let names = ["Ann", "Bob", "Cy"]
    static func name(_ seat: Seat) -> String { names[seat.index] }

    @Test(arguments: [
        (SnapEvent.turned(card: .named("7D"), by: Seat(0), flipped: false), "Ann turns 7D"),
        (.turned(card: .named("TH"), by: Seat(1), flipped: true), "Bob turns the open pile over and turns TH"),
        (.snapped(by: Seat(0), from: [Seat(0), Seat(2)], cards: 9), "Snap! Ann takes 9 cards"),
        (.snapped(by: Seat(2), from: [Seat(0), Seat(2)], cards: 1), "Snap! Cy takes 1 card"),
        (.missed(by: Seat(1), paid: [Seat(2), Seat(0)]), "No match: Bob pays 2"),
        (.dealtOut(seat: Seat(2), among: [Seat(0), Seat(1)]), "Cy is dealt out"),
    ])
    func eventsSayWhatHappened(event: SnapEvent, sentence: String) {
        #expect(SnapWording.sentence(for: event, name: Self.name) == sentence)
    }

    @Test func theResultAndARefusalNameThePlayers() {
        #expect(SnapWording.result(winner: Seat(2), name: Self.name) == "Cy wins the round")
        #expect(
            SnapWording.refusal(.tooSoon(next: Seat(1), from: GameTime(milliseconds: 5)), name: Self.name)
                == "Wait: Bob turns next in a moment.")
    }

    @Test func theRulesNameTheOptionsTimes() throws {
        let rules = SnapWording.rules(try SnapOptions(seats: 2, cooldownMilliseconds: 1_500))
        #expect(rules.first?.hasSuffix("may turn 1.5 s later.") == true)
        #expect(rules.last?.hasPrefix("Not turned within 10 s, your card is turned for you") == true)
        #expect(SnapWording.rules(try SnapOptions(seats: 2))[0].contains("0.5 s later"))
    }
}
