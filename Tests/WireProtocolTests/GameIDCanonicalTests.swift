import GameCore
import Testing

@testable import WireProtocol

/// `GameID.init` takes a text in canonical form as it is, without upper-casing it and splitting it into characters:
/// these prove it keeps exactly what the general path keeps, and accepts nothing the general path refuses.
@Suite struct GameIDCanonicalTests {
    /// The general path's verdict: the text it keeps, or nil when it refuses.
    static func general(_ text: String) -> String? {
        let upper = text.uppercased()
        guard upper.count == GameID.length, upper.allSatisfy(GameID.alphabet.contains) else { return nil }
        return upper
    }

    @Test func theCanonicalPathAgreesWithTheGeneralOne() throws {
        let pieces =
            GameID.alphabet.map(String.init) + [
                "a", "k", "z", "0", "O", "1", "I", "L", "U", "-", " ", "ß", "ﬀ", "Ａ", "A\u{301}", "é", "🇫🇷", "\u{0}",
            ]
        var random = SplitMix64(seed: 70)
        for _ in 0..<20_000 {
            let count = Int.random(in: 6...10, using: &random)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            if GameID.isCanonical(text) { #expect(Self.general(text) == text, "\(text)") }
            let read = try? GameID(text)
            #expect(read?.text == Self.general(text), "\(text)")
        }
        for id in ["K7MZ2QHD", "23456789", "ZZZZZZZZ"] {
            #expect(GameID.isCanonical(id))
        }
        for text in ["k7mz2qhd", "K7MZ2QH", "K7MZ2QHDD", "K7MZ-QHD", "K7MZ2QHO"] {
            #expect(!GameID.isCanonical(text))
        }
    }
}
