import GameCore
import Testing

@testable import WireProtocol

/// `TextRules.cleaned` returns text that is already clean as it is: these prove that answer is the one the plain
/// character-by-character cleaning gives, on random text built from the pieces names are made of.
@Suite struct TextRulesFastPathTests {
    /// Pieces of text that touch every branch: plain letters, spaces and other whitespace, controls, a
    /// bidirectional override, zero-width characters, and emoji sequences with joiners, tags, variation selectors
    /// and regional indicators.
    static let pieces: [String] = [
        "a", "Z", "é", "e\u{301}", "日", " ", "  ", "\t", "\n", "\u{2028}", "\u{A0}", "\u{1B}", "\u{7F}", "\u{202E}",
        "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{E000}", "\u{E0067}", "👩", "👩‍👩‍👧", "🇫🇷", "🇫", "❤️",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "-", "#",
    ]

    @Test func cleanTextIsReturnedAsItIsAndOnlyWhenThePlainPathAgrees() {
        var random = SplitMix64(seed: 15)
        var alreadyClean = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &random)
            let text = (0..<length).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            let plain = TextRules.cleanedCharacterByCharacter(text)
            let cleaned = TextRules.cleaned(text)
            #expect(cleaned.unicodeScalars.elementsEqual(plain.unicodeScalars), "\(text.debugDescription)")
            if TextRules.isAlreadyClean(text) {
                alreadyClean += 1
                #expect(plain.unicodeScalars.elementsEqual(text.unicodeScalars), "\(text.debugDescription)")
            }
        }
        // Both paths must have been taken often for the comparison to mean anything.
        #expect(alreadyClean > 1_000)
        #expect(alreadyClean < 19_000)
    }

    @Test(arguments: ["Ann", "Ada Lovelace", "Ana 🎲", "🇫🇷", "Zoë", ""])
    func namesAsPeopleTypeThemAreAlreadyClean(_ name: String) {
        #expect(TextRules.isAlreadyClean(name))
    }

    @Test(arguments: [" Ann", "Ann ", "A  B", "A\tB", "\u{200D}👩", "A\u{202E}B", "👩\u{200D}"])
    func textThatCleaningChangesIsNot(_ text: String) {
        #expect(!TextRules.isAlreadyClean(text))
        #expect(!TextRules.cleaned(text).unicodeScalars.elementsEqual(text.unicodeScalars))
    }
}
