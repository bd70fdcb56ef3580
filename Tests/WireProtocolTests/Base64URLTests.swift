import Foundation
import GameCore
import Testing

@testable import WireProtocol

/// `Base64URL` is a small strict codec kept beside Foundation's (decision 68): these prove it writes what
/// Foundation writes, reads what Foundation reads, and refuses only what is not canonical.
@Suite struct Base64URLTests {
    /// Foundation's base64, turned into base64url without padding (RFC 4648 §5).
    static func foundationEncode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// Foundation's reading of base64url `text`: the alphabet mapped back and the padding put back.
    static func foundationDecode(_ text: String) -> [UInt8]? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            return nil
        }
        let standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        let padded = standard + String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: padded).map { Array($0) }
    }

    @Test func everyLengthAndByteEncodesAsFoundationDoesAndReadsBack() {
        var random = SplitMix64(seed: 58)
        for length in 0..<64 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                let text = Base64URL.encode(bytes)
                #expect(text == Self.foundationEncode(bytes))
                #expect(Base64URL.decode(text) == bytes)
                #expect(Self.foundationDecode(text) == bytes)
            }
        }
    }

    /// Every text of up to 4 characters over a sample alphabet: where this codec reads bytes, Foundation reads the
    /// same; where Foundation reads bytes and this refuses, the text is not the canonical spelling of them.
    @Test func readsWhatFoundationReadsAndRefusesOnlyNonCanonicalSpellings() {
        let sample = Array("AB_-gz09")
        var texts: [String] = [""]
        var frontier: [String] = [""]
        for _ in 0..<4 {
            frontier = frontier.flatMap { prefix in sample.map { prefix + String($0) } }
            texts += frontier
        }
        texts += ["A=", "AA==", "A A", "é", "AAAAA", "+/"]
        var refusedNonCanonical = 0
        for text in texts {
            let ours = Base64URL.decode(text)
            let foundation = Self.foundationDecode(text)
            if let ours {
                #expect(foundation == ours, "\(text)")
            } else if let foundation {
                #expect(Self.foundationEncode(foundation) != text, "\(text) is canonical, yet refused")
                refusedNonCanonical += 1
            }
        }
        // NB: Foundation reads "AB" as [0], the bits after the byte ignored: two texts for one secret.
        #expect(Self.foundationDecode("AB") == [0])
        #expect(Base64URL.decode("AB") == nil)
        #expect(refusedNonCanonical > 0)
    }
}
