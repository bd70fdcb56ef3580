import TestGames
import Testing

@testable import WireProtocol

/// The messages of only a type are read without the general reader when their frame is canonical; these hold both
/// readers to the same message for those frames, and check that any other frame falls through to the general
/// reader.
@Suite struct CanonicalBareMessageTests {
    static let bare: [ClientMessage] = [.offerRematch, .leave, .abort, .claimVictory, .requestSnapshot]

    @Test(arguments: bare)
    func theCanonicalFrameOfABareMessageIsReadWithoutTheGeneralReader(message: ClientMessage) throws {
        let bytes = Array(WireCoder.encode(message).utf8)
        #expect(ClientMessage.canonicalBareMessage(bytes) == message)
        #expect(try WireCoder.decodeInFull(ClientMessage.self, fromUTF8: bytes, games: TestGames.all) == message)
        #expect(try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all) == message)
    }

    /// Frames near the canonical ones that the short path must leave to the general reader: valid ones with
    /// spaces, escapes or extra fields, invalid ones with a wrong case, junk, or another message's type.
    static let others: [String] = [
        #"{"type": "leave"}"#, #"{ "type":"leave"}"#, #"{"type":"leave" }"#, #"{"type":"leave"} "#,
        #"{"type":"leav\u0065"}"#, #"{"t\u0079pe":"abort"}"#, #"{"type":"abort","x":1}"#,
        #"{"x":1,"type":"abort"}"#, #"{"type":"Abort"}"#, #"{"type":"abort"}}"#, #"{"type":"abort""#,
        #"{"type":"ping"}"#, #"{"type":"hello"}"#, #"{"type":"requestSnapshots"}"#, #"{"type":"claimVictor"}"#,
        #"{"type":"offerRematch","type":"leave"}"#, "", "{}",
    ]

    @Test(arguments: others)
    func anyOtherFrameTakesTheGeneralReader(text: String) {
        let bytes = Array(text.utf8)
        #expect(ClientMessage.canonicalBareMessage(bytes) == nil)
        let full = Result { () throws(ProtocolError) in
            try WireCoder.decodeInFull(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
        }
        let either = Result { () throws(ProtocolError) in
            try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
        }
        #expect(either == full)
    }
}
