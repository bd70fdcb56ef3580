import CustomDump
import GameCatalog
import TestGames
import Testing
import WireProtocol

@Suite struct FixtureTests {
    @Test(arguments: Samples.client.map(\.name))
    func clientMessageMatchesItsFixture(name: String) throws {
        let message = try #require(Samples.client.first { $0.name == name }?.message)
        try check(message, named: name)
    }

    @Test(arguments: Samples.server.map(\.name))
    func serverMessageMatchesItsFixture(name: String) throws {
        let message = try #require(Samples.server.first { $0.name == name }?.message)
        try check(message, named: name)
    }

    /// The encoding must equal the fixture byte for byte, and the fixture must decode to the same message.
    private func check<Message: WireMessage>(_ message: Message, named name: String) throws {
        let text = WireCoder.encode(message)
        Fixture.expect(text, named: "\(name).json")
        let stored = try #require(Fixture.stored("\(name).json"))
        expectNoDifference(try WireCoder.decode(Message.self, from: stored, games: TestGames.all), message)
        #expect(!text.contains("\"_0\""))
        #expect(text.utf8.count <= Message.maxFrameBytes)
    }

    @Test func everyClientMessageTypeHasAFixture() {
        #expect(Set(Samples.client.map(\.message.type)) == Set(ClientMessage.MessageType.allCases))
    }

    @Test func everyServerMessageTypeHasAFixture() {
        #expect(Set(Samples.server.map(\.message.type)) == Set(ServerMessage.MessageType.allCases))
    }

    @Test func everyEventTypeHasAFixture() {
        #expect(Set(Samples.events.map(\.event.type)) == Set(RoomEvent.EventType.allCases))
        #expect(Samples.events.allSatisfy { $0.name == $0.event.type.rawValue })
    }

    @Test func everyErrorCodeHasAFixture() {
        #expect(Samples.errors.map(\.code) == ProtocolError.Code.allCases)
    }

    @Test func everyFixtureFileBelongsToASample() throws {
        let expected = Set((Samples.client.map(\.name) + Samples.server.map(\.name)).map { "\($0).json" })
        let onDisk = Set(try Fixture.allNames().filter { $0.hasSuffix(".json") })
        #expect(onDisk.subtracting(expected).isEmpty, "stale fixtures: \(onDisk.subtracting(expected).sorted())")
    }

    @Test func messagesEncodeTheirTypeFirstInNameAndLastInOrder() {
        // NB: keys are sorted, so "type" usually comes late; receivers must not rely on key order.
        #expect(
            WireCoder.encode(ClientMessage.watch(gameID: Samples.gameID))
                == #"{"gameID":"K7MZ2QHD","type":"watch"}"#)
    }
}
