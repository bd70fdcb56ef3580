import CustomDump
import GameCore
import TestGames
import Testing
import WireProtocol

@Suite struct GameIDTests {
    @Test func alphabetHasNoLookAlikes() {
        let alphabet = GameID.alphabet
        #expect(alphabet.count == 30)
        #expect(Set(alphabet).count == alphabet.count)
        #expect(alphabet.allSatisfy { $0.isNumber || $0.isUppercase })
        for lookAlike in "0O1ILU" { #expect(!alphabet.contains(lookAlike), "\(lookAlike)") }
    }

    @Test(arguments: [
        ("K7MZ2QHD", "K7MZ2QHD"), ("k7mz2qhd", "K7MZ2QHD"), ("K7mz2QhD", "K7MZ2QHD"), ("23456789", "23456789"),
        ("ZYXWVTSR", "ZYXWVTSR"),
    ])
    func idIsReadInAnyCaseAndKeptInUpperCase(text: String, id: String) throws {
        #expect(try GameID(text).text == id)
        #expect(try GameID(text).description == id)
        #expect(try GameID(text) == GameID(id))
    }

    /// An ID hashes as a word of its eight characters: the same ID read in any case hashes alike, and a thousand
    /// different IDs are a thousand keys that each find their own value.
    @Test func equalIDsHashAlikeAndDistinctOnesStayApart() throws {
        func fed(_ id: GameID) -> Int {
            var hasher = Hasher()
            hasher.combine(id)
            return hasher.finalize()
        }
        let typed = [try GameID("k7mz2qhd"), try GameID("K7MZ2QHD"), try GameID(typed: "K7MZ-2qhd")]
        #expect(Set(typed.map(\.hashValue)).count == 1)
        #expect(Set(typed.map(fed)).count == 1)
        var random = SplitMix64(seed: 7)
        let ids = (0..<1000).map { _ in GameID.random(using: &random) }
        let numbered = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(numbered.count == 1000)
        for id in ids { #expect(numbered[id].map { ids[$0] } == id) }
        #expect(Set(ids).count == 1000)
    }

    @Test(arguments: [("k7mz-2qhd", "K7MZ2QHD"), (" K7MZ 2QHD ", "K7MZ2QHD"), ("k-7-m-z-2-q-h-d", "K7MZ2QHD")])
    func typedIDIgnoresSpacesAndHyphens(text: String, id: String) throws {
        #expect(try GameID(typed: text).text == id)
    }

    @Test(arguments: [
        ("", #"game ID "" has 0 characters, not 8"#),
        ("K7MZ2QH", #"game ID "K7MZ2QH" has 7 characters, not 8"#),
        ("K7MZ2QHDX", #"game ID "K7MZ2QHDX" has 9 characters, not 8"#),
        ("K7MZ-2QHD", #"game ID "K7MZ-2QHD" has 9 characters, not 8"#),
        ("K7MZ2QH0", #"game ID "K7MZ2QH0" contains "0", which game IDs never use (they use \#(alphabet))"#),
        ("OOOOOOOO", #"game ID "OOOOOOOO" contains "O", which game IDs never use (they use \#(alphabet))"#),
        ("k7mz2qhi", #"game ID "k7mz2qhi" contains "I", which game IDs never use (they use \#(alphabet))"#),
        ("K7MZ2QH1", #"game ID "K7MZ2QH1" contains "1", which game IDs never use (they use \#(alphabet))"#),
        ("K7MZ2QHL", #"game ID "K7MZ2QHL" contains "L", which game IDs never use (they use \#(alphabet))"#),
        ("K7MZ2QHU", #"game ID "K7MZ2QHU" contains "U", which game IDs never use (they use \#(alphabet))"#),
        ("K7MZ2QH!", #"game ID "K7MZ2QH!" contains "!", which game IDs never use (they use \#(alphabet))"#),
        ("K7MZ2QHÉ", #"game ID "K7MZ2QHÉ" contains "É", which game IDs never use (they use \#(alphabet))"#),
    ])
    func notAnIDIsRefusedWithTheReason(text: String, problem: String) {
        #expect(throws: WireValueError(problem)) { try GameID(text) }
    }

    static let alphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ"

    @Test func randomIDsAreValidAndRepeatForASeed() throws {
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 7)
        let ids = (0..<100).map { _ in GameID.random(using: &first) }
        #expect(ids == (0..<100).map { _ in GameID.random(using: &second) })
        for id in ids { #expect(try GameID(id.text) == id) }
        #expect(Set(ids).count == 100)
    }

    // NB: a chi-squared test over 24,000 characters from a fixed seed; above 58.3 (29 degrees of freedom,
    // p = 0.001) some characters would be drawn noticeably more often than others.
    @Test func randomIDsUseEveryCharacterEquallyOften() {
        var random = SplitMix64(seed: 2_026)
        var counts: [Character: Int] = [:]
        for _ in 0..<3_000 {
            for character in GameID.random(using: &random).text { counts[character, default: 0] += 1 }
        }
        let expected = Double(3_000 * GameID.length) / Double(GameID.alphabet.count)
        let chiSquared = GameID.alphabet.reduce(0.0) { sum, character in
            let difference = Double(counts[character, default: 0]) - expected
            return sum + difference * difference / expected
        }
        #expect(counts.count == 30)
        #expect(chiSquared < 58.3, "χ² = \(chiSquared)")
    }

    @Test func idIsABareStringOnTheWire() throws {
        let id = try GameID("K7MZ2QHD")
        #expect(WireCoder.encodeValue(id) == #""K7MZ2QHD""#)
        #expect(
            try WireCoder.decodeValue(GameID.self, from: #""k7mz2qhd""#, what: "game ID", games: TestGames.all) == id)
        #expect(try GameID("AAAAAAAA") < GameID("AAAAAAAB"))
    }
}
