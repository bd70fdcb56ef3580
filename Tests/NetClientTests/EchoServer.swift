import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOSSL
import NIOWebSocket

/// A small WebSocket server on 127.0.0.1 for the link tests, speaking a few text commands:
/// `echo TEXT` answers `echo: TEXT`; `close` closes with code 4000 and reason `bye`; `since N` answers every
/// journal entry after number N as `K: TEXT`, one frame each (what a resuming client asks for); `big N` answers
/// N letters in one unfragmented frame.
struct EchoServer {
    /// The largest frame the server sends whole, rather than split into fragments.
    static let maximumFrameSize = 1 << 20
    /// The port it listens on.
    let port: Int
    private let task: Task<Void, any Error>

    /// Starts a server on `port` (0: any free port) over `journal`, speaking TLS with `tls` (a PEM certificate and
    /// key) when given, waiting at most 10 s for it to listen.
    static func start(port: Int = 0, journal: Journal = Journal(), tls: (certificate: String, key: String)? = nil)
        async throws -> EchoServer
    {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/") { inbound, outbound, _ in
            for try await message in inbound.messages(maxSize: 1 << 16) {
                guard case .text(let text) = message else { continue }
                journal.heard(text)
                if text == "close" {
                    try await outbound.close(.unknown(4000), reason: "bye")
                    return
                } else if text.hasPrefix("echo ") {
                    try await outbound.write(.text("echo: " + text.dropFirst("echo ".count)))
                } else if text.hasPrefix("big "), let count = Int(text.dropFirst("big ".count)) {
                    // NB: one frame however long: the writer splits only what exceeds the server's maxFrameSize.
                    try await outbound.write(.text(String(repeating: "x", count: count)))
                } else if text.hasPrefix("since "), let seen = Int(text.dropFirst("since ".count)) {
                    for (number, entry) in journal.entries(after: seen) {
                        try await outbound.write(.text("\(number): \(entry)"))
                    }
                }
            }
        }
        var logger = Logger(label: "test.echo")
        // NB: `stop()` cancels the server, which Hummingbird logs as errors about cancelled child channels.
        logger.logLevel = .critical
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        var server = HTTPServerBuilder.http1WebSocketUpgrade(
            webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: Self.maximumFrameSize)))
        if let tls {
            let configuration = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(tls.certificate).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: tls.key, format: .pem)))
            server = try .tls(server, tlsConfiguration: configuration)
        }
        let app = Application(
            router: Router(),
            server: server,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "echo"),
            onServerRunning: { channel in listening.yield(channel.localAddress?.port ?? port) },
            logger: logger)
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        let bound = try await withTimeout(seconds: 10) {
            var iterator = ports.makeAsyncIterator()
            return await iterator.next() ?? 0
        }
        return EchoServer(port: bound, task: task)
    }

    /// Stops the server (its connections end) and waits, at most 10 s, until it has.
    func stop() async throws {
        task.cancel()
        try await withTimeout(seconds: 10) { _ = await task.result }
    }
}
