import Logging
import NIOCore
import ServerCore
import WSCore
import WireProtocol

/// One WebSocket connection: reads frames, enforces the handshake and the rate limit, hands messages to the
/// manager, writes through its `ConnectionSink`, and carries out the sink's closes and drops.
struct ConnectionSession {
    let manager: RoomManager
    let configuration: ServerConfiguration
    let logger: Logger

    /// The software version the server announces in `welcome`.
    static let serverVersion = "parlor-server 0.3"

    /// Serves the connection until either side closes it or it is dropped; `cut` closes the socket at once,
    /// without a closing handshake.
    ///
    /// Throws what broke the inbound stream (a message over the size limit, invalid UTF-8, a protocol error) so
    /// that the WebSocket layer closes the connection with the matching code (1009, 1007, 1002).
    func run(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel,
        cut: @escaping @Sendable () -> Void
    ) async throws {
        // NB: the session is one task, the reader: an idle connection's tasks were most of its memory (a writer,
        // a control task and a sleeping hello timer each held their own stack slabs). A close, which is rare,
        // gets a task of its own; a drop and the hello deadline run on the event loop.
        let sink = ConnectionSink(
            channel: channel, backlogLimit: configuration.outboundQueueLimit,
            close: { code, reason in Task { try? await outbound.close(code, reason: reason) } },
            // NB: a peer that does not read would hold the closing handshake (and the writes queued in the
            // channel) forever, so the socket is closed under it.
            drop: cut)
        let id = await manager.connect(sink)
        let helloTimer = channel.eventLoop.scheduleTask(in: .seconds(Int64(configuration.helloTimeoutSeconds))) {
            sink.send(.error(error: .helloRequired(inReplyTo: nil)))
            sink.close(.policyViolation, "no hello in time")
        }
        var failure: (any Error)?
        do {
            try await read(inbound, connection: id, sink: sink, helloTimer: helloTimer)
        } catch {
            failure = error
        }
        helloTimer.cancel()
        sink.stop()
        if sink.wasDropped { logger.notice("connection \(id) dropped: it fell too far behind reading") }
        await manager.disconnect(id)
        if let failure { throw failure }
    }

    private func read(
        _ inbound: WebSocketInboundStream, connection id: ConnectionID, sink: ConnectionSink,
        helloTimer: Scheduled<Void>
    ) async throws {
        var limiter = RateLimiter(windowSeconds: configuration.rateWindowSeconds)
        let throttle = PointerThrottle(intervalMilliseconds: configuration.pointerIntervalMilliseconds)
        var greeted = false
        var closing = false
        for try await frame in inbound.messages(maxSize: configuration.maxFrameBytes) {
            guard !closing else { continue }
            let message: ClientMessage
            do throws(ProtocolError) {
                guard case .text(let text) = frame else {
                    throw ProtocolError.malformed("binary frames are not messages; send JSON text")
                }
                message = try WireCoder.decode(ClientMessage.self, fromUTF8: Array(text.utf8))
            } catch {
                sink.send(.error(error: error))
                closing = admit(&limiter, id, limit: await limit(for: id), type: nil, sink: sink) == .close
                continue
            }
            if case .ping(let nonce) = message {
                sink.send(.pong(nonce: nonce))
                continue
            }
            // NB: pointers are coalesced instead of counted, so a held arrow key neither floods the room nor gets
            // its player closed for flooding.
            if greeted, case .pointer(let point) = message {
                relay(point, from: id, throttle: throttle, channel: sink.channel)
                continue
            }
            let verdict = admit(&limiter, id, limit: await limit(for: id), type: message.type, sink: sink)
            guard verdict == .allow else {
                closing = verdict == .close
                continue
            }
            guard greeted else {
                guard case .hello(let version, _, _) = message else {
                    sink.send(.error(error: .helloRequired(inReplyTo: message.type)))
                    continue
                }
                guard version == .current else {
                    sink.send(.error(error: .incompatibleVersion(client: version)))
                    sink.close(.protocolError, "protocol version \(version) is not \(ProtocolVersion.current)")
                    closing = true
                    continue
                }
                greeted = true
                helloTimer.cancel()
                sink.send(.welcome(serverVersion: Self.serverVersion, protocolVersion: .current))
                continue
            }
            if case .hello = message {
                sink.send(.error(error: .malformed("hello was already sent", inReplyTo: .hello)))
                continue
            }
            await manager.receive(message, from: id)
        }
    }

    /// Passes `point` on now, or keeps it for the throttle's next flush.
    private func relay(
        _ point: BoardPoint?, from id: ConnectionID, throttle: PointerThrottle, channel: any Channel
    ) {
        let manager = manager
        switch throttle.offer(point, at: SystemClock.now().milliseconds) {
        case .now:
            Task { await manager.receive(.pointer(at: point), from: id) }
        case .flush(let delay):
            channel.eventLoop.scheduleTask(in: .milliseconds(delay)) {
                guard let latest = throttle.takePending(at: SystemClock.now().milliseconds) else { return }
                Task { await manager.receive(.pointer(at: latest), from: id) }
            }
        case .held:
            break
        }
    }

    /// Players may send more than spectators, and players clearing a board together more again.
    private func limit(for id: ConnectionID) async -> Int {
        switch await manager.sender(id) {
        case .cooperativePlayer: return configuration.cooperativeMessageLimit
        case .player: return configuration.playerMessageLimit
        case .spectator: return configuration.spectatorMessageLimit
        }
    }

    private func admit(
        _ limiter: inout RateLimiter, _ id: ConnectionID, limit: Int, type: ClientMessage.MessageType?,
        sink: ConnectionSink
    ) -> RateLimiter.Verdict {
        let verdict = limiter.admit(at: SystemClock.now().milliseconds, limit: limit)
        switch verdict {
        case .allow: break
        case .warn:
            sink.send(
                .error(error: .rateLimited(limit: limit, seconds: configuration.rateWindowSeconds, inReplyTo: type)))
        case .close:
            logger.notice("connection \(id) closed: it kept flooding after a warning")
            sink.send(
                .error(error: .rateLimited(limit: limit, seconds: configuration.rateWindowSeconds, inReplyTo: type)))
            sink.close(.policyViolation, "too many messages")
        }
        return verdict
    }
}
