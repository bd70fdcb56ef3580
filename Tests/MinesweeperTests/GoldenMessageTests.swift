import CustomDump
import GameCatalog
import Minesweeper
import TestGames
import Testing
import WireProtocol

/// The protocol's golden messages that carry Minesweeper's values (its setup, moves, changes, views and
/// refusals): each encodes to its fixture byte for byte and decodes back to the same message.
@Suite struct GoldenMessageTests {
    @Test(arguments: Sweep.client.map(\.name))
    func clientMessageMatchesItsFixture(name: String) throws {
        let message = try #require(Sweep.client.first { $0.name == name }?.message)
        try check(message, named: name)
    }

    @Test(arguments: Sweep.server.map(\.name))
    func serverMessageMatchesItsFixture(name: String) throws {
        let message = try #require(Sweep.server.first { $0.name == name }?.message)
        try check(message, named: name)
    }

    /// The encoding must equal the fixture byte for byte, and the fixture must decode to the same message.
    private func check<Message: WireMessage>(_ message: Message, named name: String) throws {
        let text = WireCoder.encode(message)
        ProtocolFixtures.expect(text, named: "\(name).json")
        let stored = try #require(ProtocolFixtures.stored("\(name).json"))
        expectNoDifference(try WireCoder.decode(Message.self, from: stored, games: TestGames.all), message)
        #expect(!text.contains("\"_0\""))
        #expect(text.utf8.count <= Message.maxFrameBytes)
    }

    @Test func everyFixtureThatCarriesMinesweeperIsASample() throws {
        let expected = Set((Sweep.client.map(\.name) + Sweep.server.map(\.name)).map { "\($0).json" })
        let onDisk = Set(try ProtocolFixtures.names(naming: .minesweeper))
        #expect(onDisk == expected, "stale fixtures: \(onDisk.subtracting(expected).sorted())")
    }
}
