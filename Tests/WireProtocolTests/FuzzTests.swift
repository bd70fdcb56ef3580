import GameCore
import TestGames
import Testing
import WireProtocol

/// Seeded random damage to every client fixture: decoding must never trap, and must either give a message that
/// survives a round trip or a `malformedMessage` / `frameTooLarge` error with a short, printable sentence.
@Suite struct FuzzTests {
    static let tokens = Array(#"{}[]:,"\ 0123456789-+.eEtruefalsn\u"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xFF]

    /// Every client message's fixture, whatever game it carries.
    static let names = try! ProtocolFixtures.allNames().filter { $0.hasPrefix("client-") && $0.hasSuffix(".json") }
        .map { String($0.dropLast(".json".count)) }

    @Test(arguments: names)
    func damagedFramesNeverTrap(name: String) throws {
        let original = Array(try #require(ProtocolFixtures.stored("\(name).json")).utf8)
        var random = SplitMix64(seed: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) { damage(&bytes, using: &random) }
            do {
                let message = try WireCoder.decode(ClientMessage.self, fromUTF8: bytes, games: TestGames.all)
                #expect(
                    try WireCoder.decode(ClientMessage.self, from: WireCoder.encode(message), games: TestGames.all)
                        == message)
            } catch {
                #expect([.malformedMessage, .frameTooLarge].contains(error.code))
                #expect(!error.message.isEmpty && error.message.count < 300, "\(error.message)")
                #expect(
                    !error.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(error.message)")
            }
        }
    }

    private func damage(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !bytes.isEmpty: bytes[position] = Self.tokens.randomElement(using: &random)!
        case 1 where !bytes.isEmpty: bytes.remove(at: position)
        case 2: bytes.insert(Self.tokens.randomElement(using: &random)!, at: position)
        case 3 where !bytes.isEmpty:
            let end = min(bytes.count, position + Int.random(in: 1...12, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: position)
        default: bytes.removeLast(min(bytes.count, Int.random(in: 0...3, using: &random)))
        }
    }
}
