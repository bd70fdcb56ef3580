import CustomDump
import GameCatalog
import Snap
import TestGames
import Testing
import WireProtocol

/// The protocol's golden messages that carry Snap's values (its setup, moves, views, changes and refusals): each
/// encodes to its fixture byte for byte and decodes back to the same message.
@Suite struct GoldenMessageTests {
    @Test(arguments: SnapWire.client.map(\.name))
    func clientMessageMatchesItsFixture(name: String) throws {
        let message = try #require(SnapWire.client.first { $0.name == name }?.message)
        try check(message, named: name)
    }

    @Test(arguments: SnapWire.server.map(\.name))
    func serverMessageMatchesItsFixture(name: String) throws {
        let message = try #require(SnapWire.server.first { $0.name == name }?.message)
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

    @Test func everyFixtureThatCarriesSnapIsASample() throws {
        let expected = Set((SnapWire.client.map(\.name) + SnapWire.server.map(\.name)).map { "\($0).json" })
        let onDisk = Set(try ProtocolFixtures.names(naming: .snap))
        #expect(onDisk == expected)
    }

    @Test func theLeakCheckFindsEveryCardCodeInAFrame() {
        let frame = #"{"name":"Ann","piles":[{"closed":3,"open":1,"top":"7D"},{"top":"TH"}],"seat":"2C3"}"#
        #expect(SnapClient.cards(in: frame).map(\.code) == ["7D", "TH"])
    }

    @Test func noFixtureBeforeTheRoundsEndHoldsTheSeed() throws {
        for (name, message) in SnapWire.server where name != "server-event-moved-snap-roundEnd" {
            #expect(!WireCoder.encode(message).contains(#""seed""#), "\(name)")
        }
        let end = try #require(SnapWire.server.first { $0.name == "server-event-moved-snap-roundEnd" }?.message)
        #expect(WireCoder.encode(end).contains(#""seed":{"high":81985529216486895,"low":18364758544493064720}"#))
    }
}
