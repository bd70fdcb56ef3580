public import Logging
import Synchronization
import WSClient

/// Links over real WebSockets, through swift-websocket's `WebSocketClient`.
public enum WebSocketLink {
    /// The largest message accepted from a server: a snapshot of a long game fits many times over.
    public static let maximumMessageSize = 1 << 20

    /// Opens one WebSocket to `address` at `path` (text frames only); the connection runs on its own task.
    public static func dial(_ address: ServerAddress, path: String = "/", logger: Logger) -> Link {
        let (events, eventSink) = AsyncStream<LinkEvent>.makeStream()
        let (outgoing, outgoingSink) = AsyncStream<String>.makeStream()
        let url = address.description + (path.hasPrefix("/") ? path : "/" + path)
        let closing = Flag()
        let task = Task {
            var reason = DisconnectReason.lost
            do {
                let closeFrame = try await WebSocketClient.connect(url: url, logger: logger) { inbound, outbound, _ in
                    eventSink.yield(.opened)
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
                reason = .failed(failure(String(describing: error), address: address))
            }
            // NB: after close() the client's own close frame ends the connection (the server answers 1000, or
            // nothing if it is gone): that is this side leaving, not the server closing or the line dropping.
            if closing.isSet { reason = .closedByClient }
            eventSink.yield(.closed(reason))
            eventSink.finish()
        }
        return Link(
            events: events,
            send: { outgoingSink.yield($0) },
            close: {
                closing.set()
                outgoingSink.finish()
                // NB: a link that never opened has nobody reading `outgoing`; cancelling ends the dial.
                Task {
                    try? await Task.sleep(for: .seconds(2))
                    task.cancel()
                }
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

    /// Whether `close()` was called, shared by the link's closures and its task.
    private final class Flag: Sendable {
        private let value = Mutex(false)

        var isSet: Bool { value.withLock { $0 } }

        func set() {
            value.withLock { $0 = true }
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
