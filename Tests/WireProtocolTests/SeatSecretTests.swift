import CustomDump
import GameCore
import Testing
import WireProtocol

@Suite struct SeatSecretTests {
    static let secret = try! SeatSecret("q3UvBw8Pz1X0aY5mR2tL9g")

    @Test func knownBytesHaveKnownText() throws {
        // Python: base64.urlsafe_b64encode(bytes(range(16))).rstrip(b"=")
        let secret = try #require(SeatSecret(rawBytes: Array(0..<16)))
        #expect(secret.revealedText == "AAECAwQFBgcICQoLDA0ODw")
        #expect(try SeatSecret("AAECAwQFBgcICQoLDA0ODw").rawBytes == Array(0..<16))
        let high = try #require(SeatSecret(rawBytes: Array(repeating: 0xFF, count: 16)))
        #expect(high.revealedText == "_____________________w")
    }

    @Test func randomSecretsAre128BitsAndRoundTrip() throws {
        var random = SplitMix64(seed: 1)
        var secrets: Set<SeatSecret> = []
        for _ in 0..<200 {
            let secret = SeatSecret.random(using: &random)
            #expect(secret.rawBytes.count == 16)
            #expect(secret.revealedText.count == 22)
            #expect(try SeatSecret(secret.revealedText) == secret)
            #expect(WireCoder.encodeValue(secret) == "\"\(secret.revealedText)\"")
            secrets.insert(secret)
        }
        #expect(secrets.count == 200)
    }

    @Test func randomSecretTakesTwoWordsFromTheGenerator() {
        var random = SplitMix64(seed: 99)
        var copy = random
        let words = [copy.next(), copy.next()]
        let secret = SeatSecret.random(using: &random)
        #expect(random == copy)
        #expect(
            secret.rawBytes == words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } })
    }

    @Test(arguments: [
        ("", "a seat secret has 22 characters, not 0"),
        ("q3UvBw8Pz1X0aY5mR2tL9", "a seat secret has 22 characters, not 21"),
        ("q3UvBw8Pz1X0aY5mR2tL9gA", "a seat secret has 22 characters, not 23"),
        ("q3UvBw8Pz1X0aY5mR2tL9+", "a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"),
        ("q3UvBw8Pz1X0aY5mR2tL9=", "a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"),
        ("q3UvBw8Pz1X0aY5mR2tL é", "a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"),
        // NB: the last character carries 2 bits; "h" sets bits after the 16th byte, so it is not canonical.
        ("q3UvBw8Pz1X0aY5mR2tL9h", "a seat secret is written in base64url (A-Z, a-z, 0-9, - and _)"),
    ])
    func notASecretIsRefusedWithoutRepeatingIt(text: String, problem: String) {
        #expect(throws: WireValueError(problem)) { try SeatSecret(text) }
        if text.count > 3 { #expect(!problem.contains(text)) }
    }

    @Test func rawBytesOfTheWrongCountAreNoSecret() {
        #expect(SeatSecret(rawBytes: Array(repeating: 1, count: 15)) == nil)
        #expect(SeatSecret(rawBytes: Array(repeating: 1, count: 17)) == nil)
        #expect(SeatSecret(rawBytes: []) == nil)
    }

    @Test func everyPrintingPathRedactsTheSecret() throws {
        let secret = Self.secret
        let text = secret.revealedText
        var dumped = ""
        dump(secret, to: &dumped)
        var customDumped = ""
        customDump(secret, to: &customDumped)
        let seated = ServerMessage.seated(gameID: Samples.gameID, seat: Seat(0), seatSecret: secret)
        let join = ClientMessage.join(gameID: Samples.gameID, name: Samples.bob, seatSecret: secret)
        var dumpedMessage = ""
        customDump(seated, to: &dumpedMessage)
        let printed = [
            "\(secret)", String(describing: secret), String(reflecting: secret), secret.description,
            secret.debugDescription, dumped, customDumped, "\(seated)", String(reflecting: seated), "\(join)",
            String(reflecting: join), dumpedMessage, "\([secret])", "\(Optional(secret) as Any)",
        ]
        for line in printed {
            #expect(!line.contains(text), "\(line)")
            #expect(!line.contains(text.prefix(8)), "\(line)")
        }
        #expect("\(secret)" == "SeatSecret(redacted)")
        #expect(String(reflecting: secret) == "SeatSecret(redacted)")
    }

    @Test(arguments: [
        ([UInt8](), [UInt8](), true), ([1, 2, 3], [1, 2, 3], true), ([1, 2, 3], [1, 2, 4], false),
        ([9, 2, 3], [1, 2, 3], false), ([1, 2], [1, 2, 3], false), ([1, 2, 3], [], false),
    ])
    func bytesCompareInConstantTime(lhs: [UInt8], rhs: [UInt8], equal: Bool) {
        #expect(SeatSecret.constantTimeEqual(lhs, rhs) == equal)
    }

    @Test func secretsMatchOnlyThemselves() throws {
        let same = try SeatSecret(Self.secret.revealedText)
        let other = try SeatSecret("q3UvBw8Pz1X0aY5mR2tL9w")
        #expect(Self.secret.matches(same))
        #expect(Self.secret == same)
        #expect(!Self.secret.matches(other))
        #expect(Self.secret != other)
    }
}
