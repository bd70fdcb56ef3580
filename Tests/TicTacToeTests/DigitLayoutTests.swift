import ClientCore
import Testing
import TicTacToe
import TicTacToePlay

@Suite struct DigitLayoutTests {
    // NB: the keypad has 7 8 9 on top, so 7 is the top-left square; a phone has 1 2 3 on top.
    static let keypad: [Int: String] = [
        7: "a1", 8: "b1", 9: "c1",
        4: "a2", 5: "b2", 6: "c2",
        1: "a3", 2: "b3", 3: "c3",
    ]
    static let phone: [Int: String] = [
        1: "a1", 2: "b1", 3: "c1",
        4: "a2", 5: "b2", 6: "c2",
        7: "a3", 8: "b3", 9: "c3",
    ]

    static func table(_ layout: DigitLayout) -> [Int: String] { layout == .keypad ? keypad : phone }

    @Test(arguments: DigitLayout.allCases)
    func everyDigitMapsToItsSquare(layout: DigitLayout) {
        let mapped = Dictionary(uniqueKeysWithValues: (1...9).map { ($0, layout.square(for: $0)?.name ?? "none") })
        #expect(mapped == Self.table(layout))
    }

    @Test(arguments: DigitLayout.allCases)
    func everySquareMapsBackToItsDigit(layout: DigitLayout) {
        for (digit, name) in Self.table(layout) {
            #expect(layout.digit(for: .named(name)) == digit)
        }
    }

    @Test(arguments: DigitLayout.allCases, [0, 10, -1, 99])
    func otherNumbersAreNoSquare(layout: DigitLayout, digit: Int) {
        #expect(layout.square(for: digit) == nil)
    }
}
