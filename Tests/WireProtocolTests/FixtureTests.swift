import CustomDump
import GameCatalog
import TestGames
import Testing
import WireProtocol

/// The golden messages: the room-level samples match their fixtures, and the fixtures on disk (the room-level ones
/// and those each game's tests hold to its samples) give every message type, event type and error code.
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
        ProtocolFixtures.expect(text, named: "\(name).json")
        let stored = try #require(ProtocolFixtures.stored("\(name).json"))
        expectNoDifference(try WireCoder.decode(Message.self, from: stored, games: TestGames.all), message)
        #expect(!text.contains("\"_0\""))
        #expect(text.utf8.count <= Message.maxFrameBytes)
    }

    /// Every fixture whose name starts with `prefix`, by its name less `.json`, decoded knowing every test game.
    static func decoded<Message: WireMessage>(_ type: Message.Type, prefix: String) throws -> [(String, Message)] {
        try ProtocolFixtures.allNames().filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.map { name in
            let text = try #require(ProtocolFixtures.stored(name))
            return (String(name.dropLast(".json".count)), try WireCoder.decode(type, from: text, games: TestGames.all))
        }
    }

    @Test func everyClientMessageTypeHasAFixture() throws {
        let types = try Self.decoded(ClientMessage.self, prefix: "client-").map(\.1.type)
        #expect(Set(types) == Set(ClientMessage.MessageType.allCases))
    }

    @Test func everyServerMessageTypeHasAFixture() throws {
        let types = try Self.decoded(ServerMessage.self, prefix: "server-").map(\.1.type)
        #expect(Set(types) == Set(ServerMessage.MessageType.allCases))
    }

    @Test func everyEventTypeHasAFixtureNamedForIt() throws {
        var types: Set<RoomEvent.EventType> = []
        for (name, message) in try Self.decoded(ServerMessage.self, prefix: "server-event-") {
            guard case .event(let event, _) = message else {
                Issue.record("\(name) is not an event")
                continue
            }
            types.insert(event.type)
            let named = name.dropFirst("server-event-".count).split(separator: "-").first.map(String.init)
            #expect(named == event.type.rawValue, "\(name) holds a \(event.type) event")
        }
        #expect(types == Set(RoomEvent.EventType.allCases))
        #expect(Samples.events.allSatisfy { $0.name == $0.event.type.rawValue })
    }

    @Test func everyErrorCodeHasAFixtureNamedForIt() throws {
        var codes: [ProtocolError.Code] = []
        for (name, message) in try Self.decoded(ServerMessage.self, prefix: "server-error-") {
            guard case .error(let error) = message else {
                Issue.record("\(name) is not an error")
                continue
            }
            codes.append(error.code)
            #expect(name == "server-error-\(error.code.rawValue)")
        }
        #expect(codes.count == ProtocolError.Code.allCases.count)
        #expect(Set(codes) == Set(ProtocolError.Code.allCases))
    }

    /// A fixture that carries a game's values is that game's tests' to check; every other one is a sample here.
    @Test func everyFixtureFileBelongsToASample() throws {
        let expected = Set((Samples.client.map(\.name) + Samples.server.map(\.name)).map { "\($0).json" })
        let ofGames = Set(try TestGames.shipped.kinds.flatMap { try ProtocolFixtures.names(naming: $0) })
        let onDisk = Set(try ProtocolFixtures.allNames().filter { $0.hasSuffix(".json") }).subtracting(ofGames)
        #expect(onDisk.subtracting(expected).isEmpty, "stale fixtures: \(onDisk.subtracting(expected).sorted())")
        #expect(expected.isDisjoint(with: ofGames))
    }

    @Test func messagesEncodeTheirTypeFirstInNameAndLastInOrder() {
        // NB: keys are sorted, so "type" usually comes late; receivers must not rely on key order.
        #expect(
            WireCoder.encode(ClientMessage.watch(gameID: Samples.gameID))
                == #"{"gameID":"K7MZ2QHD","type":"watch"}"#)
    }
}
