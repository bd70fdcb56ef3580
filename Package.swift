// swift-tools-version: 6.1
import PackageDescription

// NB: these catch a C type leaking through a public API and a file using a module it never imported.
let strictness: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

// NB: without this, CustomDump's `expectNoDifference` reports nothing under Swift Testing and a differing
// comparison passes.
let issueReporting = Target.Dependency.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")

let package = Package(
    name: "Parlor",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "parlor", targets: ["parlor"]),
        // NB: only for the micro-benchmarks in Benchmarks/, a package of their own that reaches these modules here.
        .library(
            name: "ParlorBenchmarkable",
            targets: [
                "GameCore", "TicTacToe", "Minesweeper", "GameCatalog", "WireProtocol", "ServerCore", "ClientCore",
                "TermCore", "TerminalUI", "CursesDriver", "TestGames", "TicTacToePlay", "MinesweeperPlay",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/hummingbird-project/swift-websocket", from: "1.6.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        // Pure game layer: no I/O, no packages.
        .target(name: "GameCore", swiftSettings: strictness),
        // Any game, as the server and the protocol hold it: the values of a registered game, and the registry.
        .target(name: "GameCatalog", dependencies: ["GameCore"], swiftSettings: strictness),
        // The games, each registered with the catalog.
        .target(name: "TicTacToe", dependencies: ["GameCore", "GameCatalog"], swiftSettings: strictness),
        .target(name: "Minesweeper", dependencies: ["GameCore", "GameCatalog"], swiftSettings: strictness),
        .target(name: "Snap", dependencies: ["GameCore", "GameCatalog"], swiftSettings: strictness),

        // Online play: the messages client and server exchange (JSON only), for any registered game.
        .target(name: "WireProtocol", dependencies: ["GameCore", "GameCatalog"], swiftSettings: strictness),

        // Client logic: what the player's keys mean, as pure state and actions.
        .target(
            name: "ClientCore",
            dependencies: ["GameCore", "GameCatalog", "WireProtocol"],
            swiftSettings: strictness
        ),

        // A game's part of the command line (its own options), which the executable builds its commands from.
        .target(
            name: "GameCommandLine",
            dependencies: ["GameCatalog", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictness
        ),

        // Terminal layer: value types, views drawn into a canvas, and the one ncurses driver.
        .target(name: "TermCore", swiftSettings: strictness),
        .target(
            name: "TerminalUI",
            dependencies: ["GameCore", "ClientCore", "TermCore", "GameCatalog", "WireProtocol"],
            swiftSettings: strictness
        ),
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "CursesDriver", dependencies: ["CNcurses", "TermCore"], swiftSettings: strictness),

        // A game's play parts on the client (its intents, its plain-mode words and sentences), registered once.
        .target(
            name: "TicTacToePlay",
            dependencies: [
                "GameCore", "GameCatalog", "TicTacToe", "ClientCore", "PlainMode", "TermCore", "TerminalUI",
                "GameCommandLine",
            ],
            swiftSettings: strictness),
        .target(
            name: "MinesweeperPlay",
            dependencies: [
                "GameCore", "GameCatalog", "Minesweeper", "WireProtocol", "ClientCore", "PlainMode", "TermCore",
                "TerminalUI", "GameCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictness),
        .target(
            name: "SnapPlay",
            dependencies: [
                "GameCore", "GameCatalog", "Snap", "ClientCore", "PlainMode", "TermCore", "TerminalUI",
                "GameCommandLine", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictness),

        // Line-oriented play for screen readers and scripts: pure text in, text out.
        .target(
            name: "PlainMode",
            dependencies: ["GameCore", "ClientCore", "GameCatalog", "WireProtocol"],
            swiftSettings: strictness
        ),

        // Network: the server, its store, and the client's connection.
        // The server's rooms as pure values: records in, records and messages out.
        .target(
            name: "ServerCore",
            dependencies: [
                "GameCore", "GameCatalog", "WireProtocol",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictness
        ),
        .target(
            name: "Persistence",
            dependencies: [
                "GameCatalog", "ServerCore", .product(name: "GRDB", package: "GRDB.swift"),
                // NB: the write path and its checkpoints call SQLite directly (the same library GRDB links).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictness
        ),
        .target(
            name: "GameServer",
            dependencies: [
                "GameCore", "GameCatalog", "WireProtocol", "ServerCore", "Persistence",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strictness
        ),
        .target(
            name: "NetClient",
            dependencies: [
                .product(name: "WSClient", package: "swift-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                // NB: the certificate diagnosis's own handshake: its bootstrap and its completion event.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
            ],
            swiftSettings: strictness
        ),

        // The executable: wiring only.
        .executableTarget(
            name: "parlor",
            dependencies: [
                "GameCore", "TicTacToe", "Minesweeper", "Snap", "ClientCore", "TermCore", "TerminalUI", "CursesDriver",
                "PlainMode", "GameCatalog", "WireProtocol", "NetClient", "GameServer",
                "TicTacToePlay", "MinesweeperPlay", "SnapPlay", "GameCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictness
        ),

        // Measurements: `parlor-bench <mode>`; release builds only give meaningful figures.
        .executableTarget(
            name: "parlor-bench",
            dependencies: [
                "GameCore", "TicTacToe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Histogram", package: "hdrhistogram-swift"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // NB: raw sqlite3 calls for the durable echo floor (the same system SQLite GRDB links).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictness
        ),

        // The tests' registry of games (and, later, the games that exist only for tests).
        .target(
            name: "TestGames",
            dependencies: [
                "GameCore", "GameCatalog", "TicTacToe", "Minesweeper", "ClientCore", "TermCore", "TerminalUI",
                "PlainMode", "TicTacToePlay", "MinesweeperPlay", "Snap", "SnapPlay", "GameCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // NB: the text snapshots' difference, for every test target that keeps snapshots.
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            path: "Tests/TestGames",
            // NB: data a game ships is compiled in from its folder, so an install cannot lose it.
            resources: [.embedInCode("Resources/cheers.txt")],
            swiftSettings: strictness),

        // The real server on a free port and its WebSocket clients, for the tests that play on it (the server's own
        // and a game's).
        .target(
            name: "ServerTestSupport",
            dependencies: [
                "TestGames", "WireProtocol", "GameServer",
                .product(name: "WSClient", package: "swift-websocket"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/ServerTestSupport", swiftSettings: strictness),

        .testTarget(
            name: "GameCoreTests",
            dependencies: ["GameCore", .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "TicTacToeTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog", "TicTacToe", "TicTacToePlay", "ClientCore", "PlainMode",
                // NB: the game's own wire coding, fast paths and golden messages are tested here, in its folder.
                "WireProtocol",
                // NB: and its own JSON in the server's stored records.
                "ServerCore",
                // NB: and its screens, local and online, drawn and compared with its snapshots.
                "TermCore", "TerminalUI",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "MinesweeperTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog", "Minesweeper",
                // NB: the game's own wire coding, fast paths and golden messages are tested here, in its folder.
                "WireProtocol",
                // NB: and its co-operative rooms, as the server's pure rooms play them.
                "ServerCore",
                // NB: and its play parts at one keyboard: the table, its screen and plain mode.
                "MinesweeperPlay", "ClientCore", "PlainMode", "TermCore", "TerminalUI",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Server", "__Snapshots__"],
            swiftSettings: strictness
        ),
        // NB: the game on the real server (sockets, files): apart from its pure tests, which scripts/test runs first.
        .testTarget(
            name: "MinesweeperServerTests",
            dependencies: [
                "ServerTestSupport", "TestGames",
                "GameCore", "GameCatalog", "Minesweeper", "WireProtocol", "ServerCore", "Persistence", "GameServer",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            path: "Tests/MinesweeperTests/Server",
            swiftSettings: strictness
        ),
        .testTarget(
            name: "SnapTests",
            dependencies: [
                "Snap", "GameCore", "GameCatalog",
                // NB: and its play parts: the intents, the computer, the table on the screen and in plain mode.
                "SnapPlay", "TestGames", "ClientCore", "PlainMode", "TermCore", "TerminalUI",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__", "Server"],
            swiftSettings: strictness
        ),
        // NB: the game on the real server (sockets, files): the race, hidden cards and a restart mid-round.
        .testTarget(
            name: "SnapServerTests",
            dependencies: [
                "ServerTestSupport", "TestGames",
                "GameCore", "GameCatalog", "Snap", "WireProtocol", "ServerCore", "Persistence", "GameServer",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            path: "Tests/SnapTests/Server",
            swiftSettings: strictness
        ),
        .testTarget(
            name: "ClientCoreTests",
            dependencies: [
                "TestGames",
                "GameCore", "TicTacToe", "Minesweeper", "ClientCore", "GameCatalog", "WireProtocol",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
                "TicTacToePlay",
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "GameCommandLineTests",
            dependencies: [
                "TestGames", "GameCatalog", "GameCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "PlainModeTests",
            dependencies: [
                "TestGames",
                "GameCore", "TicTacToe", "Minesweeper", "ClientCore", "PlainMode", "GameCatalog", "WireProtocol",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "TermCoreTests",
            dependencies: ["TermCore", .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TestGames",
                "GameCore", "TicTacToe", "Minesweeper", "ClientCore", "TermCore", "TerminalUI", "GameCatalog",
                "WireProtocol", "TicTacToePlay",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "GameCatalogTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "WireProtocolTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog", "WireProtocol",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "NetClientTests",
            dependencies: [
                "NetClient",
                // NB: a small echo server on a real socket; only this test target pulls the server stack.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "ServerCoreTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog", "WireProtocol", "ServerCore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "PersistenceTests",
            dependencies: [
                "TestGames",
                "GameCore", "GameCatalog", "WireProtocol", "ServerCore", "Persistence",
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "GameServerTests",
            dependencies: [
                "TestGames", "ServerTestSupport",
                "GameCore", "GameCatalog", "WireProtocol", "ServerCore", "Persistence",
                "GameServer", "ClientCore", "PlainMode", "TermCore", "TerminalUI",
                .product(name: "WSClient", package: "swift-websocket"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CustomDump", package: "swift-custom-dump"), issueReporting,
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "CursesDriverTests",
            dependencies: ["CursesDriver", "TermCore"],
            swiftSettings: strictness
        ),
        .testTarget(
            name: "ParlorBenchTests",
            dependencies: [
                "TestGames",
                "parlor-bench", "GameCore", "TicTacToe", "WireProtocol",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictness
        ),
    ]
)
