import NetClient
import Testing

struct ServerAddressTests {
    @Test(arguments: [
        ("ws://127.0.0.1:7420", ServerAddress(host: "127.0.0.1", port: 7420)),
        ("ws://example.org", ServerAddress(host: "example.org", port: 7420)),
        ("ws://example.org:9000/", ServerAddress(host: "example.org", port: 9000)),
        ("localhost:1", ServerAddress(host: "localhost", port: 1)),
        ("  ws://[::1]:8080  ", ServerAddress(host: "::1", port: 8080)),
        ("[::1]", ServerAddress(host: "::1", port: 7420)),
        ("wss://games.example.org", ServerAddress(host: "games.example.org", port: 443, secure: true)),
        ("wss://localhost:9443/", ServerAddress(host: "localhost", port: 9443, secure: true)),
    ])
    func parses(_ text: String, _ expected: ServerAddress) throws {
        #expect(try ServerAddress(parsing: text) == expected)
    }

    @Test(arguments: [
        ("http://example.org", ServerAddressError.unsupportedScheme("http")),
        ("ws://", .missingHost("ws://")),
        ("ws://host:0", .badPort("0")),
        ("ws://host:65536", .badPort("65536")),
        ("ws://host:port", .badPort("port")),
        ("ws://[::1", .malformed("ws://[::1")),
        ("ws://[::1]x", .malformed("ws://[::1]x")),
        ("ws://a b", .malformed("ws://a b")),
        ("ws://host/path", .malformed("ws://host/path")),
    ])
    func refuses(_ text: String, _ expected: ServerAddressError) {
        #expect(throws: expected) { try ServerAddress(parsing: text) }
    }

    @Test(arguments: [
        (ServerAddress(host: "127.0.0.1", port: 7420), "ws://127.0.0.1:7420"),
        (ServerAddress(host: "::1", port: 80), "ws://[::1]:80"),
        (ServerAddress(host: "games.example.org", port: 443, secure: true), "wss://games.example.org:443"),
    ])
    func describesItselfAsAURLThatParsesBack(_ address: ServerAddress, _ text: String) throws {
        #expect(address.description == text)
        #expect(try ServerAddress(parsing: address.description) == address)
    }

    @Test(
        arguments: [
            (nil, nil, nil, ServerAddress.standard),
            ("ws://a:1", "server = ws://b:2", "ws://c:3", ServerAddress(host: "a", port: 1)),
            (nil, "server = ws://b:2", "ws://c:3", ServerAddress(host: "b", port: 2)),
            (nil, "# server = ws://b:2\nname = x", "ws://c:3", ServerAddress(host: "c", port: 3)),
            ("", "", "  ", ServerAddress.standard),
            (nil, "server=ws://b:2\n\tserver =  ws://d:4  \n", nil, ServerAddress(host: "d", port: 4)),
        ] as [(String?, String?, String?, ServerAddress)])
    func resolvesOptionThenConfigThenEnvironmentThenDefault(
        _ option: String?, _ config: String?, _ variable: String?, _ expected: ServerAddress
    ) throws {
        let environment = variable.map { [ServerAddress.environmentVariable: $0] } ?? [:]
        #expect(try ServerAddress.resolve(option: option, configText: config, environment: environment) == expected)
    }

    @Test func aMalformedChoiceIsAnErrorNotSkipped() {
        #expect(throws: ServerAddressError.badPort("x")) {
            try ServerAddress.resolve(option: nil, configText: "server = ws://h:x", environment: [:])
        }
    }

    @Test func pathsFollowXDGAndIgnoreRelativeValues() {
        let set = StatePaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"])
        #expect(set.configFile == "/c/parlor/config")
        #expect(set.seatsFile == "/s/parlor/seats")
        let relative = StatePaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "c", "XDG_STATE_HOME": "s"])
        #expect(relative.configFile == "/h/.config/parlor/config")
        #expect(relative.seatsFile == "/h/.local/state/parlor/seats")
    }
}
