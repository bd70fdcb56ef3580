import Glibc
public import Logging
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization
import WSClient

/// Links over real WebSockets, through swift-websocket's `WebSocketClient`.
public enum WebSocketLink {
    /// The largest message accepted from a server: a snapshot of a long game fits many times over.
    public static let maximumMessageSize = 1 << 20

    /// The largest single frame accepted from a server.
    ///
    /// NB: swift-websocket refuses frames over 16 KiB by default, but the protocol has a server send each message
    /// as one frame of up to 256 KiB (`ServerMessage.maxFrameBytes`, docs/protocol.md §17: the largest board's
    /// snapshot takes about 72 KB); accepting up to the message limit leaves room to spare.
    public static let maximumFrameSize = maximumMessageSize

    /// How long a server may take to accept the WebSocket before the attempt counts as failed.
    public static let handshakeTimeout = Duration.seconds(10)

    /// The file of certificate authorities a `wss://` server's certificate must come from, as OpenSSL reads it
    /// (`SSL_CERT_FILE`); nil: the system's trust store.
    public static var environmentTrustRoots: String? {
        guard let value = getenv("SSL_CERT_FILE") else { return nil }
        let path = String(cString: value)
        return path.isEmpty ? nil : path
    }

    /// Opens one WebSocket to `address` at `path` (text frames only); the connection runs on its own task. A
    /// `wss://` address is TLS, its certificate checked against the authorities in `trustRoots` (a PEM file), or
    /// the system's trust store; a certificate refused ends the link with a line naming the problem.
    ///
    /// `events` always ends: an attempt not open within `handshakeTimeout` ends as failed, and `close()` before
    /// the connection opens ends it at once.
    public static func dial(
        _ address: ServerAddress, path: String = "/", handshakeTimeout: Duration = handshakeTimeout,
        trustRoots: String? = environmentTrustRoots, logger: Logger
    ) -> Link {
        let (events, eventSink) = AsyncStream<LinkEvent>.makeStream()
        let (outgoing, outgoingSink) = AsyncStream<String>.makeStream()
        let url = address.description + (path.hasPrefix("/") ? path : "/" + path)
        let state = DialState(events: eventSink)
        Task {
            var reason = DisconnectReason.lost
            do {
                let configuration = WebSocketClientConfiguration(maxFrameSize: maximumFrameSize)
                var tls: TLSConfiguration?
                if address.secure {
                    var secure = TLSConfiguration.makeClientConfiguration()
                    if let trustRoots { secure.trustRoots = .file(trustRoots) }
                    tls = secure
                }
                let closeFrame = try await WebSocketClient.connect(
                    url: url, configuration: configuration, tlsConfiguration: tls, logger: logger
                ) { inbound, outbound, _ in
                    // NB: an upgrade that comes after the link gave up on it is closed at once (1000).
                    guard state.open() else { return }
                    // NB: whichever ends first ends the connection: the outgoing stream ends only through close(),
                    // and returning from this handler makes the client send a normal close frame (1000).
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await text in outgoing {
                                try await outbound.write(.text(text))
                            }
                        }
                        group.addTask {
                            for try await message in inbound.messages(maxSize: maximumMessageSize) {
                                if case .text(let text) = message { eventSink.yield(.text(text)) }
                            }
                        }
                        try await group.next()
                        group.cancelAll()
                    }
                }
                if let closeFrame {
                    reason = .closedByServer(
                        code: closeCodeNumber(String(describing: closeFrame.closeCode)), reason: closeFrame.reason ?? ""
                    )
                }
            } catch {
                let description = String(describing: error)
                if address.secure, let problem = await CertificateProblem.explain(description, address: address) {
                    reason = .failed(problem)
                } else {
                    reason = .failed(failure(description, address: address))
                }
            }
            state.end(reason)
        }
        // NB: swift-websocket has no upgrade timeout and ignores task cancellation while it waits for the upgrade:
        // a listener that accepts the TCP connection but never answers (another service on the port, a server
        // stuck starting) would keep the link, and the Connection redialling it, waiting for ever. The link ends
        // itself instead, so the backoff goes on; the abandoned attempt ends when that peer closes the socket.
        // The deadline runs on NIO's event loop thread, not as a task: the cooperative pool has a thread per core, and
        // a process keeping them busy (the test runner's synchronous tests, once for over a minute) held a task's
        // deadline back with them.
        let (seconds, attoseconds) = handshakeTimeout.components
        NIOSingletons.posixEventLoopGroup.next().scheduleTask(
            in: .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        ) {
            state.giveUp(
                .failed("no WebSocket answer from \(address) within \(handshakeTimeout): is it a Parlor server?"))
        }
        return Link(
            events: events,
            send: { outgoingSink.yield($0) },
            close: {
                state.close()
                outgoingSink.finish()
            }
        )
    }

    /// One line for the person about a connection that could not be made, from the error's description.
    ///
    /// NB: NIO describes a refused connection as nested failure values with errno numbers; the person needs to
    /// hear which address refused and what that usually means.
    static func failure(_ description: String, address: ServerAddress) -> String {
        if description.lowercased().contains("connection refused") {
            return "connection refused at \(address): is the server running?"
        }
        return "\(address): \(description)"
    }

    /// One attempt's progress, shared by the link's closures, its connection task and its deadline: it makes
    /// sure `events` gets exactly one `closed`, and then ends.
    private final class DialState: Sendable {
        private let events: AsyncStream<LinkEvent>.Continuation
        private let progress = Mutex((opened: false, closing: false, ended: false))

        init(events: AsyncStream<LinkEvent>.Continuation) {
            self.events = events
        }

        /// The upgrade succeeded: reports `opened` and returns true, unless the link already ended.
        func open() -> Bool {
            let proceed = progress.withLock { progress in
                guard !progress.ended else { return false }
                progress.opened = true
                return true
            }
            if proceed { events.yield(.opened) }
            return proceed
        }

        /// `close()`: a link not open yet ends now; an open one ends when its connection does.
        func close() {
            progress.withLock { $0.closing = true }
            end(.closedByClient, unlessOpened: true)
        }

        /// The deadline passed: a link not open yet ends with `reason`.
        func giveUp(_ reason: DisconnectReason) {
            end(reason, unlessOpened: true)
        }

        /// The link ends for `reason`, unless it already has (or, with `unlessOpened`, it is open); this side's
        /// close wins, as its close frame is what ends the connection then.
        func end(_ reason: DisconnectReason, unlessOpened: Bool = false) {
            let closing: Bool? = progress.withLock { progress in
                guard !progress.ended, !(unlessOpened && progress.opened) else { return nil }
                progress.ended = true
                return progress.closing
            }
            guard let closing else { return }
            events.yield(.closed(closing ? .closedByClient : reason))
            events.finish()
        }
    }

    /// The number of a close code from its description (`normalClosure`, `unknown(4000)`), or 1005 (no status).
    ///
    /// NB: NIOWebSocket's code enum offers no public number; reading its description avoids depending on swift-nio
    /// directly for one switch.
    static func closeCodeNumber(_ description: String) -> Int {
        let named = [
            "normalClosure": 1000, "goingAway": 1001, "protocolError": 1002, "unacceptableData": 1003,
            "dataInconsistentWithMessage": 1007, "policyViolation": 1008, "messageTooLarge": 1009,
            "missingExtension": 1010, "unexpectedServerError": 1011,
        ]
        if let number = named[description] { return number }
        if description.hasPrefix("unknown("), description.hasSuffix(")"),
            let number = Int(description.dropFirst("unknown(".count).dropLast())
        {
            return number
        }
        return 1005
    }
}
