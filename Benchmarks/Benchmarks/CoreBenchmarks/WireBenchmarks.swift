import Benchmark
import TestGames
import WireProtocol

/// Every golden message of the protocol (client and server, both games), decoded and encoded on its own: what a
/// server does with each frame it reads and each message it sends, and what a client does in turn.
func registerWireBenchmarks() {
    for (name, text) in Fixtures.messages() {
        if name.hasPrefix("client-") {
            register(ClientMessage.self, name: name, text: text)
        } else if name.hasPrefix("server-") {
            register(ServerMessage.self, name: name, text: text)
        }
    }
}

/// `wire.decode.<fixture>` and `wire.encode.<fixture>` for one fixture.
private func register<Message: WireMessage>(_ type: Message.Type, name: String, text: String) {
    // NB: a fixture the decoder refuses must not vanish from the check silently; its decode is still measured
    // (the refusal's cost), and the missing encode benchmark shows as a thresholds file with no benchmark.
    Benchmark("wire.decode.\(name)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? WireCoder.decode(type, from: text, games: TestGames.all)) }
    }
    guard let message = try? WireCoder.decode(type, from: text, games: TestGames.all) else { return }
    Benchmark("wire.encode.\(name)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(WireCoder.encode(message)) }
    }
}
