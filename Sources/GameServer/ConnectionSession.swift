import Logging
import NIOCore
import ServerCore
import WireProtocol

/// One WebSocket connection's place on the rooms loop: enforces the handshake (hello, in time), the rate limit and
/// the pointer throttle, hands messages to the manager, and tells it when the connection ends.
///
/// Every method runs on `ServerLoops.rooms`, the manager's executor, so the manager is called synchronously: a
/// message read on that loop is handled and answered without a task or a hop.
final class ConnectionSession: NIOScheduledCallbackHandler, @unchecked Sendable {
    // NB: @unchecked because its state is only touched on the rooms loop (`ServerLoops.onRooms`).
    private let manager: RoomManager
    private let metrics: ServerMetrics
    private let configuration: ServerConfiguration
    private let logger: Logger
    private let sink: ConnectionSink
    private var id: ConnectionID?
    private var limiter: RateLimiter
    private var throttle: PointerThrottle?
    private var greeted = false
    private var closing = false
    private var helloTimer: NIOScheduledCallback?

    /// The software version the server announces in `welcome`.
    static let serverVersion = "parlor-server 0.3"

    init(manager: RoomManager, configuration: ServerConfiguration, logger: Logger, sink: ConnectionSink) {
        self.manager = manager
        metrics = manager.metrics
        self.configuration = configuration
        self.logger = logger
        self.sink = sink
        limiter = RateLimiter(windowSeconds: configuration.rateWindowSeconds)
    }

    /// Joins the manager and starts the hello deadline.
    func start() {
        let sink = sink
        id = manager.assumeIsolated { manager in manager.connect(sink) }
        helloTimer = try? ServerLoops.rooms.scheduleCallback(
            in: .seconds(Int64(configuration.helloTimeoutSeconds)), handler: self)
    }

    /// The hello deadline passed.
    func handleScheduledCallback(eventLoop: some EventLoop) {
        helloTimer = nil
        guard !greeted, !closing else { return }
        refuse(.helloRequired(inReplyTo: nil))
        sink.close(.policyViolation, "no hello in time")
        closing = true
    }

    /// Leaves the manager: the connection is gone.
    func end() {
        helloTimer?.cancel()
        helloTimer = nil
        sink.stop()
        guard let id else { return }
        if sink.wasDropped { logger.notice("connection \(id) dropped: it fell too far behind reading") }
        manager.assumeIsolated { manager in manager.disconnect(id) }
    }

    /// Handles one complete message: its text as valid UTF-8, or nil for a binary one.
    func receive(_ text: [UInt8]?) {
        guard !closing, let id else { return }
        metrics.received()
        let message: ClientMessage
        do throws(ProtocolError) {
            guard let text else { throw ProtocolError.malformed("binary frames are not messages; send JSON text") }
            message = try WireCoder.decode(ClientMessage.self, fromUTF8: text, games: configuration.games)
        } catch {
            refuse(error)
            closing = admit(id, type: nil) == .close
            return
        }
        if case .ping(let nonce) = message {
            sink.send(.pong(nonce: nonce))
            return
        }
        // NB: pointers are coalesced instead of counted, so a held arrow key neither floods the room nor gets its
        // player closed for flooding.
        if greeted, case .pointer(let point) = message {
            relay(point, from: id)
            return
        }
        guard greeted else {
            // NB: the hello that opens the connection is free, as pings are (docs/protocol.md §17): the handshake
            // never eats into the allowance. Anything else before it is counted.
            guard case .hello(let version, _, _) = message else {
                let verdict = admit(id, type: message.type)
                if verdict == .allow { refuse(.helloRequired(inReplyTo: message.type)) }
                closing = verdict == .close
                return
            }
            guard version == .current else {
                refuse(.incompatibleVersion(client: version))
                sink.close(.protocolError, "protocol version \(version) is not \(ProtocolVersion.current)")
                closing = true
                return
            }
            greeted = true
            helloTimer?.cancel()
            helloTimer = nil
            sink.send(.welcome(serverVersion: Self.serverVersion, protocolVersion: .current))
            return
        }
        // NB: one call into the manager for the rate limit and the message.
        manager.onRoomsLoop { manager in
            let verdict = admit(id, type: message.type, as: manager.sender(id))
            guard verdict == .allow else {
                closing = verdict == .close
                return
            }
            if case .hello = message {
                refuse(.malformed("hello was already sent", inReplyTo: .hello))
                return
            }
            manager.receive(message, from: id)
        }
    }

    /// Sends `error` back, counted by its code.
    private func refuse(_ error: ProtocolError) {
        metrics.reject(error)
        sink.send(.error(error: error))
    }

    /// Passes `point` on now, or keeps it for the throttle's next flush.
    private func relay(_ point: BoardPoint?, from id: ConnectionID) {
        let throttle =
            self.throttle ?? PointerThrottle(intervalMilliseconds: configuration.pointerIntervalMilliseconds)
        self.throttle = throttle
        let manager = manager
        switch throttle.offer(point, at: SystemClock.now().milliseconds) {
        case .now:
            manager.assumeIsolated { manager in manager.receive(.pointer(at: point), from: id) }
        case .flush(let delay):
            ServerLoops.rooms.scheduleTask(in: .milliseconds(delay)) {
                guard let latest = throttle.takePending(at: SystemClock.now().milliseconds) else { return }
                manager.assumeIsolated { manager in manager.receive(.pointer(at: latest), from: id) }
            }
        case .held:
            break
        }
    }

    /// Players may send more than spectators, and players clearing a board together more again.
    private func limit(for sender: RoomManager.Sender) -> Int {
        switch sender {
        case .cooperativePlayer: return configuration.cooperativeMessageLimit
        case .player: return configuration.playerMessageLimit
        case .spectator: return configuration.spectatorMessageLimit
        }
    }

    /// Counts a message from `id` against its allowance, asking the manager what `id` is.
    private func admit(_ id: ConnectionID, type: ClientMessage.MessageType?) -> RateLimiter.Verdict {
        admit(id, type: type, as: manager.assumeIsolated { manager in manager.sender(id) })
    }

    /// Counts a message from `id`, which is a `sender`, against its allowance.
    private func admit(
        _ id: ConnectionID, type: ClientMessage.MessageType?, as sender: RoomManager.Sender
    ) -> RateLimiter.Verdict {
        let limit = limit(for: sender)
        let verdict = limiter.admit(at: SystemClock.now().milliseconds, limit: limit)
        switch verdict {
        case .allow: break
        case .warn:
            refuse(.rateLimited(limit: limit, seconds: configuration.rateWindowSeconds, inReplyTo: type))
        case .close:
            // NB: the warning was the one `rateLimited`; this message gets only the close (1008).
            logger.notice("connection \(id) closed: it kept flooding after a warning")
            metrics.reject(.rateLimited(limit: limit, seconds: configuration.rateWindowSeconds, inReplyTo: type))
            sink.close(.policyViolation, "too many messages")
        }
        return verdict
    }
}
