import NIOCore
import NIOWebSocket
import Testing

@testable import GameServer

/// A client frame's payload as the server reads it: unmasked into bytes (the same as NIO's byte-at-a-time
/// unmasking, at every length around the eight-byte steps), then checked for UTF-8.
struct FrameBytesTests {
    static let lengths = [0, 1, 3, 4, 7, 8, 9, 15, 16, 17, 63, 64, 65, 100, 1_000]

    @Test(arguments: lengths)
    func unmaskingIsNIOsUnmasking(length: Int) {
        let plain = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        let key: WebSocketMaskingKey = [0x12, 0xA5, 0x00, 0xFF]
        var data = ByteBuffer(bytes: plain)
        data.webSocketMask(key)
        let masked = Array(data.readableBytesView)
        let keyWord = UInt32(0x12) | UInt32(0xA5) << 8 | UInt32(0x00) << 16 | UInt32(0xFF) << 24
        let unmasked = masked.withUnsafeBytes { ClientFrameReader.unmasked($0, key: keyWord) }
        #expect(unmasked == plain)
        var nios = data
        nios.webSocketUnmask(key)
        #expect(unmasked == Array(nios.readableBytesView))
    }

    @Test(arguments: [
        "", "ascii only, long enough to fill words", "café", "日本語 and more text", "👩‍👩‍👧", "twelve bytes😀",
    ])
    func validTextIsValid(text: String) {
        #expect(UTF8Check.isValid(Array(text.utf8)))
    }

    /// Invalid sequences anywhere in the text, before, inside and after the first eight bytes.
    @Test(
        arguments: [
            [0xC3, 0x28], [0x80], [0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
        ] as [[UInt8]])
    func invalidSequencesAreRefusedWherever(bad: [UInt8]) {
        let text = Array("0123456789abcdef".utf8)
        for cut in [0, 5, 8, 11, 16] {
            #expect(!UTF8Check.isValid(Array(text[..<cut]) + bad + Array(text[cut...])))
        }
    }
}
