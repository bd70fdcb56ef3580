import TermCore
import Testing

@testable import CursesDriver

@Suite struct KeyDecoderTests {
    @Test(arguments: [
        (UInt32(9), Key.tab), (10, .enter), (13, .enter), (27, .escape), (8, .backspace), (127, .backspace),
        (1, .control("a")), (3, .control("c")), (12, .control("l")), (26, .control("z")),
        (0x71, .character("q")), (0x51, .character("Q")), (0x20, .character(" ")), (0x37, .character("7")),
        (0xE9, .character("é")), (0x2502, .character("│")),
    ])
    func characterCodes(code: UInt32, key: Key) {
        #expect(KeyDecoder.key(forCharacter: code) == key)
    }

    @Test(arguments: [UInt32(0), 28, 31, 0x80, 0x9B, 0x9F, 0xD800])
    func controlCodesWithoutAKeyAreDropped(code: UInt32) {
        #expect(KeyDecoder.key(forCharacter: code) == nil)
    }
}
