import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOSSL
import NIOWebSocket

/// Hummingbird's HTTP/1 server with a WebSocket upgrade on `/`, where an upgraded connection is served by channel
/// handlers (NIO's frame encoder, then `WebSocketConnection`, which reads the frames) instead of a task: after the
/// upgrade, Hummingbird's task for the connection ends and the connection costs only its channel.
///
/// NB: modelled on HummingbirdWebSocket's `HTTP1WebSocketUpgradeChannel`, which keeps a task, an async channel and
/// a handler actor per connection; requests that are not upgrades go to Hummingbird's responder as there.
struct ParlorChildChannel<WebSocketResponder: HTTPResponder>: ServerChildChannel, HTTPChannelHandler
where WebSocketResponder.Context == ParlorRequestContext {
    /// What became of a connection's first request.
    enum Upgrade: Sendable {
        /// Upgraded: the WebSocket handlers serve it.
        case webSocket
        /// Plain HTTP.
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// An upgrade refused: with the 429 to answer when its address made too many, else for its origin.
        case refused(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, HTTPError?)
    }

    struct Value: ServerChildChannelValue {
        let upgrade: EventLoopFuture<Upgrade>
        let channel: any Channel
    }

    let responder: HTTPChannelHandler.Responder
    let webSocketResponder: WebSocketResponder
    let manager: RoomManager
    let configuration: ServerConfiguration
    let registry: ConnectionRegistry
    let idleTimeout: Duration
    /// `configuration.trustedProxies` as `ClientAddress` compares them.
    let trustedProxies: Set<String>
    /// The WebSocket handshakes per client address in the last minute.
    let handshakes: AddressLimiter

    init(
        responder: @escaping HTTPChannelHandler.Responder, webSocketResponder: WebSocketResponder,
        manager: RoomManager, configuration: ServerConfiguration, registry: ConnectionRegistry,
        idleTimeout: Duration, handshakes: AddressLimiter
    ) {
        self.handshakes = handshakes
        self.responder = Self.redirectingUpgrades(to: responder)
        self.webSocketResponder = webSocketResponder
        self.manager = manager
        self.configuration = configuration
        self.registry = registry
        self.idleTimeout = idleTimeout
        trustedProxies = Set(configuration.trustedProxies.map(ClientAddress.normalized))
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            let attempted = NIOLoopBoundBox(false, eventLoop: channel.eventLoop)
            let refusal = NIOLoopBoundBox<HTTPError?>(nil, eventLoop: channel.eventLoop)
            let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
                maxFrameSize: configuration.maxFrameBytes,
                shouldUpgrade: { channel, head in
                    attempted.value = true
                    return shouldUpgrade(head, channel: channel, logger: logger, refusal: refusal)
                },
                upgradePipelineHandler: { [manager, configuration, registry, trustedProxies] channel, head in
                    channel.eventLoop.makeCompletedFuture {
                        let operations = channel.pipeline.syncOperations
                        // NB: right after NIO's frame encoder, before its decoder and error handler, which then
                        // never see a byte: the connection reads the frames itself. Removing them instead would
                        // take a later turn of the loop (a decoder leaves the pipeline only then), by which time
                        // bytes sent with the upgrade request may have reached the decoder.
                        let encoder = try operations.handler(type: WebSocketFrameEncoder.self)
                        let address = ClientAddress.resolve(
                            peer: channel.remoteAddress, forwardedFor: head.headers["X-Forwarded-For"],
                            forwarded: head.headers["Forwarded"], trustedProxies: trustedProxies)
                        try operations.addHandler(
                            WebSocketConnection(
                                manager: manager, configuration: configuration, logger: logger, registry: registry,
                                loop: channel.eventLoop, clientAddress: address),
                            position: .after(encoder))
                        return .webSocket
                    }
                })
            let upgrades = NIOTypedHTTPServerUpgradeConfiguration(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { [idleTimeout] channel in
                    channel.eventLoop.makeCompletedFuture {
                        let operations = channel.pipeline.syncOperations
                        let secure = (try? operations.handler(type: NIOSSLServerHandler.self)) != nil
                        try operations.addHandler(HTTP1ToHTTPServerCodec(secure: secure))
                        try operations.addHandler(HTTPConnectionStateHandler(idleTimeout: idleTimeout, logger: logger))
                        let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                            wrappingChannelSynchronously: channel,
                            configuration: .init(isOutboundHalfClosureEnabled: true))
                        return attempted.value ? .refused(http, refusal.value) : .http(http)
                    }
                })
            var pipeline = NIOUpgradableHTTPServerPipelineConfiguration<Upgrade>(upgradeConfiguration: upgrades)
            // NB: as Hummingbird sets them: its async channel pipelines HTTP and handles errors itself.
            pipeline.enablePipelining = false
            pipeline.enableErrorHandling = false
            pipeline.enableResponseHeaderValidation = false
            let upgrade = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                configuration: pipeline)
            return Value(upgrade: upgrade, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.upgrade.get() {
            case .webSocket:
                return
            case .http(let http):
                await handleHTTP(asyncChannel: http, logger: logger)
            case .refused(let http, let error):
                try await http.executeThenClose { _, outbound in
                    // NB: only the 429 says why (a person or script reconnecting in a loop must be told to wait);
                    // any other refusal (an origin not allowed) stays a bare 400.
                    guard let error, error.status == .tooManyRequests else {
                        let response = HTTPResponse(
                            status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])
                        return try await outbound.write(contentsOf: [.head(response), .end(nil)])
                    }
                    let body = ByteBuffer(string: (error.body ?? "") + "\n")
                    var fields = error.headers
                    fields[.connection] = "close"
                    fields[.contentType] = "text/plain; charset=utf-8"
                    fields[.contentLength] = "\(body.readableBytes)"
                    let response = HTTPResponse(status: error.status, headerFields: fields)
                    try await outbound.write(contentsOf: [.head(response), .body(body), .end(nil)])
                }
            }
        } catch {
            logger.debug("connection ended before or during its first request: \(error)")
        }
    }

    /// Whether `head` may upgrade: its client address has not made too many handshakes in the last minute (else
    /// the 429 to answer is kept in `refusal`) and the WebSocket router's answer is 200.
    private func shouldUpgrade(
        _ head: HTTPRequestHead, channel: any Channel, logger: Logger, refusal: NIOLoopBoundBox<HTTPError?>
    ) -> EventLoopFuture<HTTPHeaders?> {
        let address = ClientAddress.resolve(
            peer: channel.remoteAddress, forwardedFor: head.headers["X-Forwarded-For"],
            forwarded: head.headers["Forwarded"], trustedProxies: trustedProxies)
        guard handshakes.admit(address) else {
            logger.notice("refused a WebSocket from \(address): too many handshakes")
            refusal.value = HTTPError(
                .tooManyRequests, headers: [.retryAfter: "\(handshakes.windowSeconds)"],
                message: "Too many connections from \(address): at most \(handshakes.limit) a minute. "
                    + "Try again in a minute.")
            return channel.eventLoop.makeSucceededFuture(nil)
        }
        let promise = channel.eventLoop.makePromise(of: HTTPHeaders?.self)
        promise.completeWithTask { [webSocketResponder] in
            do {
                let request = Request(
                    head: try HTTPRequest(head, secure: false, splitCookie: false), body: .init(buffer: .init()))
                let context = ParlorRequestContext(source: .init(channel: channel, logger: logger))
                let response = try await webSocketResponder.respond(to: request, context: context)
                return response.status == .ok ? HTTPHeaders() : nil
            } catch {
                return nil
            }
        }
        return promise.futureResult
    }

    /// `responder`, except that an upgrade asked for on a connection already speaking HTTP is sent back to connect
    /// again (NIO upgrades only a connection's first request), as Hummingbird does.
    private static func redirectingUpgrades(to responder: @escaping HTTPChannelHandler.Responder)
        -> HTTPChannelHandler.Responder
    {
        { request, writer, channel in
            guard request.headers[.upgrade] == "websocket" else {
                return try await responder(request, writer, channel)
            }
            var path = request.uri.path
            if let query = request.uri.query { path += "?\(query)" }
            try await writer.writeResponse(
                HTTPResponse(status: .temporaryRedirect, headerFields: [.connection: "close", .location: path]))
            throw RedirectedUpgrade()
        }
    }

    /// Ends a connection after redirecting its upgrade.
    private struct RedirectedUpgrade: Error {}
}
