import HTTPTypes
public import Hummingbird
import HummingbirdWebSocket
public import Logging
import NIOCore
import Persistence
import ServerCore

/// Builds the server application in Hummingbird's style: `buildApplication` wires the store, the room manager
/// and the WebSocket router.
public enum ParlorServer {
    /// The application for `configuration`, with rooms rebuilt from the SQLite file; `onListening` is called
    /// with the real port once the server accepts connections.
    public static func buildApplication(
        configuration: ServerConfiguration, logger: Logger,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        let store = try SQLiteRoomStore(path: configuration.databasePath)
        let manager = try RoomManager(
            store: store,
            policy: RoomPolicy(
                gracePeriodMilliseconds: configuration.gracePeriodMilliseconds,
                staleAfterMilliseconds: configuration.staleRoomMilliseconds),
            random: SystemRandomNumberGenerator(), clock: SystemClock.now, logger: logger)
        return buildApplication(
            configuration: configuration, manager: manager, logger: logger, onListening: onListening)
    }

    /// Builds the application for `configuration` and runs it until SIGTERM or SIGINT (or, with
    /// `stopOnSignals` false, until the task is cancelled), then shuts down cleanly.
    public static func run(
        configuration: ServerConfiguration, logger: Logger, stopOnSignals: Bool = true,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let app = try buildApplication(configuration: configuration, logger: logger, onListening: onListening)
        if stopOnSignals {
            try await app.runService()
        } else {
            try await app.runService(gracefulShutdownSignals: [])
        }
    }

    /// The application serving `manager`'s rooms.
    public static func buildApplication(
        configuration: ServerConfiguration, manager: RoomManager, logger: Logger,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let webSocket = WebSocketServerConfiguration(
            maxFrameSize: configuration.maxFrameBytes,
            autoPing: .enabled(timePeriod: .seconds(Int64(configuration.pingIntervalSeconds))),
            closeTimeout: .seconds(5),
            validateUTF8: true)
        return Application(
            router: Router(),
            server: .http1WebSocketUpgrade(
                webSocketRouter: buildRouter(configuration: configuration, manager: manager, logger: logger),
                configuration: .init(http1: .init(idleTimeout: .seconds(30)), ws: webSocket)),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "parlor"),
            services: [RoomReaper(manager: manager, interval: configuration.reapInterval)],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }

    /// Whether a WebSocket upgrade with this `Origin` header may go ahead.
    ///
    /// NB: cross-site WebSocket hijacking comes from browsers, whose Origin is always `http(s)://…` or `null`.
    /// Terminal clients send none, or (swift-websocket's client) their own `ws://host`; both are let in, as are
    /// the configured origins, and every other browser origin is refused.
    static func allows(origin: String, configuration: ServerConfiguration) -> Bool {
        let lowered = origin.lowercased()
        return origin.isEmpty || lowered.hasPrefix("ws://") || lowered.hasPrefix("wss://")
            || configuration.allowedOrigins.contains(origin)
    }

    /// The WebSocket router: `/` upgrades when the Origin is absent or allowed, then runs one session.
    public static func buildRouter(configuration: ServerConfiguration, manager: RoomManager, logger: Logger)
        -> Router<ParlorRequestContext>
    {
        let router = Router(context: ParlorRequestContext.self)
        router.ws(
            "/",
            shouldUpgrade: { request, context in
                let origin = request.headers[.origin] ?? ""
                guard Self.allows(origin: origin, configuration: configuration) else {
                    logger.notice("refused a WebSocket from origin \(origin)")
                    throw HTTPError(.forbidden, message: "This origin may not connect.")
                }
                let channel = context.channel
                try await channel.eventLoop.submit {
                    try channel.pipeline.syncOperations.addHandler(MaskedFrameCheckInstaller())
                }.get()
                return .upgrade([:])
            },
            onUpgrade: { inbound, outbound, context in
                let channel = context.requestContext.channel
                await ConnectionSession(manager: manager, configuration: configuration, logger: logger)
                    .run(inbound: inbound, outbound: outbound) { channel.close(promise: nil) }
            })
        return router
    }
}
