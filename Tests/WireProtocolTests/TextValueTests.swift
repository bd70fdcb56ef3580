import CustomDump
import TestGames
import Testing
import WireProtocol

@Suite struct TextValueTests {
    @Test(arguments: [
        ("Ada", "Ada"), ("  Ada   Lovelace  ", "Ada Lovelace"), ("tab\there", "tab here"),
        ("line\nbreak", "line break"),
        ("\u{1B}[31mRed\u{1B}[0m", "[31mRed[0m"), ("\u{1B}]0;title\u{07}x", "]0;titlex"), ("A\u{202E}B", "AB"),
        ("zero\u{200B}width", "zerowidth"), ("Zoë", "Zoë"), ("日本語", "日本語"), ("Ana 🎲", "Ana 🎲"),
        ("a\u{2028}b", "a b"), ("\u{E000}private", "private"),
        (String(repeating: "n", count: 24), String(repeating: "n", count: 24)),
    ])
    func nameIsCleanedOfWhatATerminalWouldObey(typed: String, name: String) throws {
        #expect(try PlayerName(typed).text == name)
        #expect(try PlayerName(typed).description == name)
        #expect(try PlayerName(name) == PlayerName(typed))
    }

    /// Emoji sequences stay whole characters: joiners, variation selectors, regional indicators and tags inside
    /// them survive; bidirectional overrides and isolates, control characters and joiners that join nothing go.
    @Test(arguments: [
        ("👩\u{200D}👩\u{200D}👧 family", "👩\u{200D}👩\u{200D}👧 family", 8),
        ("🇫🇷 Zoé", "🇫🇷 Zoé", 5), ("❤\u{FE0F}", "❤\u{FE0F}", 1), ("1\u{FE0F}\u{20E3}", "1\u{FE0F}\u{20E3}", 1),
        (
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", 1
        ),
        ("👋🏽 hi", "👋🏽 hi", 4),
        ("\u{202E}evil\u{202C} \u{2066}x\u{2069}", "evil x", 6), ("a\u{200D}b", "ab", 2), ("\u{200D}👩", "👩", 1),
        ("👩\u{200D}", "👩", 1), ("x\u{E0067}y", "xy", 2), ("a\u{1B}b\u{9B}c", "abc", 3),
    ])
    func nameKeepsCharactersWhole(typed: String, name: String, characters: Int) throws {
        let cleaned = try PlayerName(typed)
        #expect(cleaned.text.unicodeScalars.elementsEqual(name.unicodeScalars))
        #expect(cleaned.text.count == characters)
    }

    @Test(arguments: [
        ("", "a name needs at least one printable character"),
        ("   ", "a name needs at least one printable character"),
        ("\u{07}\u{1B}\u{200B}", "a name needs at least one printable character"),
        (
            String(repeating: "n", count: 25),
            "a name has at most 24 characters and 96 bytes, not 25 characters and 25 bytes"
        ),
        (
            "e" + String(repeating: "\u{0301}", count: 60),
            "a name has at most 24 characters and 96 bytes, not 1 characters and 121 bytes"
        ),
    ])
    func unusableNameIsRefused(typed: String, problem: String) {
        #expect(throws: WireValueError(problem)) { try PlayerName(typed) }
    }

    @Test(arguments: [
        "m1", "0", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "a.b_c:d-e", String(repeating: "x", count: 64),
    ])
    func clientMoveIDAcceptsPlainTokens(text: String) throws {
        #expect(try ClientMoveID(text).text == text)
        #expect(try ClientMoveID(text).description == text)
    }

    @Test(arguments: [
        ("", "a client move ID cannot be empty"),
        (String(repeating: "x", count: 65), "a client move ID has at most 64 characters, not 65"),
        ("m 1", #"client move ID "m 1" may contain only A-Z, a-z, 0-9, '.', '_', ':' and '-'"#),
        ("mé", #"client move ID "mé" may contain only A-Z, a-z, 0-9, '.', '_', ':' and '-'"#),
        ("m\u{1B}", #"client move ID "m?" may contain only A-Z, a-z, 0-9, '.', '_', ':' and '-'"#),
    ])
    func clientMoveIDRefusesEverythingElse(text: String, problem: String) {
        #expect(throws: WireValueError(problem)) { try ClientMoveID(text) }
    }

    @Test func protocolVersionIsABareNumber() throws {
        #expect(ProtocolVersion.current == ProtocolVersion(1))
        #expect(WireCoder.encodeValue(ProtocolVersion(3)) == "3")
        #expect(
            try WireCoder.decodeValue(ProtocolVersion.self, from: "2", what: "version", games: TestGames.all)
                == ProtocolVersion(2))
        #expect(ProtocolVersion(1) < ProtocolVersion(2))
        #expect(ProtocolVersion(4).description == "4")
    }

    @Test func storedValueErrorsUseTheSameSentences() {
        #expect(throws: ProtocolError.malformed(#"missing field "kind" in "game""#)) {
            try WireCoder.decodeValue(GameIDHolder.self, from: "{}", what: "game", games: TestGames.all)
        }
        #expect(throws: ProtocolError.malformed("not JSON: unexpected end of input")) {
            try WireCoder.decodeValue(GameIDHolder.self, from: "{", what: "game", games: TestGames.all)
        }
    }

    private struct GameIDHolder: Decodable {
        let kind: String
    }
}
