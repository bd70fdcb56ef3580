import Foundation
import HTTPTypes
public import Hummingbird
import HummingbirdCore
import HummingbirdTLS
public import Logging
import NIOCore
import NIOSSL
import Persistence
import ServerCore
public import ServiceLifecycle
import UnixSignals

/// Builds the server application in Hummingbird's style: `buildApplication` wires the store, the room manager
/// and the WebSocket router.
public enum ParlorServer {
    /// The application for `configuration`, with rooms rebuilt from the SQLite file; `onListening` is called
    /// with the real port once the server accepts connections. Run on its own it closes connections with 1000 on
    /// shutdown; `serviceGroup` and `run` add the 1001 notice.
    public static func buildApplication(
        configuration: ServerConfiguration, logger: Logger,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        buildApplication(
            configuration: configuration, manager: try makeManager(configuration: configuration, logger: logger),
            logger: logger, onListening: onListening)
    }

    /// The server as a service group: the application, before it on shutdown a `GoingAwayNotice` that closes
    /// every connection with 1001, and after it a `ClosingCheckpoint` that leaves the database file whole. It shuts
    /// down gracefully on SIGTERM or SIGINT (with `stopOnSignals` false, only when told to), and stops at once when
    /// its task is cancelled.
    public static func serviceGroup(
        configuration: ServerConfiguration, logger: Logger, stopOnSignals: Bool = true,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> ServiceGroup {
        let manager = try makeManager(configuration: configuration, logger: logger)
        let app = buildApplication(
            configuration: configuration, manager: manager, logger: logger, onListening: onListening)
        // NB: a group shuts its services down last to first, so the notice goes out while the server still runs;
        // the server's own shutdown would close every connection with 1000. Then the registry closes the sockets
        // of peers that have not answered, as their `closeLimit` from the 1001 is up; the log is checkpointed
        // into the database file last, after their records.
        let limit = Duration.nanoseconds(ConnectionRegistry.closeLimit.nanoseconds)
        var services: [any Service] = [ClosingCheckpoint(manager: manager), app]
        if let metricsPort = configuration.metricsPort {
            services.append(
                Application(
                    router: buildOperationsRouter(manager: manager, databasePath: configuration.databasePath),
                    configuration: .init(
                        address: .hostname(configuration.host, port: metricsPort), serverName: "parlor-metrics"),
                    logger: logger))
        }
        services.append(
            GoingAwayNotice(manager: manager, waitingAtMost: limit, reason: configuration.goingAwayReason))
        return ServiceGroup(
            services: services,
            gracefulShutdownSignals: stopOnSignals ? [.sigterm, .sigint] : [], logger: logger)
    }

    /// Builds the server for `configuration` and runs it until SIGTERM or SIGINT (or, with `stopOnSignals` false,
    /// until the task is cancelled), then shuts down cleanly.
    public static func run(
        configuration: ServerConfiguration, logger: Logger, stopOnSignals: Bool = true,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        try await serviceGroup(
            configuration: configuration, logger: logger, stopOnSignals: stopOnSignals, onListening: onListening
        ).run()
    }

    /// The room manager over the SQLite file, with the configuration's timings.
    private static func makeManager(configuration: ServerConfiguration, logger: Logger) throws -> RoomManager {
        try RoomManager(
            store: try SQLiteRoomStore(path: configuration.databasePath, games: configuration.games),
            policy: RoomPolicy(
                gracePeriodMilliseconds: configuration.gracePeriodMilliseconds,
                staleAfterMilliseconds: configuration.staleRoomMilliseconds,
                unloadAfterMilliseconds: configuration.idleRoomMilliseconds),
            random: SystemRandomNumberGenerator(), clock: SystemClock.now, logger: logger,
            roomsPerAddressPerMinute: configuration.maxRoomsPerMinute)
    }

    /// The application serving `manager`'s rooms. Run on its own it closes connections with 1000 when it shuts
    /// down; `serviceGroup` and `run` add the 1001 notice before.
    public static func buildApplication(
        configuration: ServerConfiguration, manager: RoomManager, logger: Logger,
        onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let webSocketResponder = buildRouter(configuration: configuration, manager: manager, logger: logger)
            .buildResponder()
        let upgradeLimit = TimeAmount.seconds(Int64(configuration.upgradeTimeoutSeconds))
        let registry = ConnectionRegistry()
        let handshakes = AddressLimiter(limit: configuration.maxHandshakesPerMinute)
        // NB: with a metrics port, health and metrics are served there (`serviceGroup`), not to the public.
        let operations =
            configuration.metricsPort == nil
            ? buildOperationsRouter(manager: manager, databasePath: configuration.databasePath) : Router()
        return Application(
            router: operations,
            server: HTTPServerBuilder { responder in
                let channel = UpgradeDeadlineChannel(
                    base: ParlorChildChannel(
                        responder: responder, webSocketResponder: webSocketResponder, manager: manager,
                        configuration: configuration, registry: registry, idleTimeout: .seconds(30),
                        handshakes: handshakes),
                    limit: upgradeLimit)
                guard let tls = try tlsConfiguration(configuration) else { return channel }
                // NB: TLS below everything else, so the upgrade deadline covers the TLS handshake too; the
                // connection sees the TLS handler and writes nothing to the socket itself (decision 64).
                return try TLSChannel(channel, tlsConfiguration: tls)
            },
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "parlor"),
            services: [registry, RoomReaper(manager: manager, interval: configuration.reapInterval)],
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    }

    /// The operations endpoints: `GET /healthz`, 200 with `{"status":"ok"}` when the server runs and its last
    /// commit succeeded and its database file is writable, else 503 naming what is wrong; `GET /metrics`, the
    /// Prometheus text format. `databasePath` empty: a store in memory, always writable.
    static func buildOperationsRouter(manager: RoomManager, databasePath: String) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("healthz") { _, _ -> Response in
            var problems: [String] = []
            if !(await manager.storeWrites) { problems.append("the last write to the database failed") }
            if !databasePath.isEmpty, !FileManager.default.isWritableFile(atPath: databasePath) {
                problems.append("the database file is not writable")
            }
            let body =
                problems.isEmpty
                ? #"{"status":"ok"}"# : #"{"status":"failing","problems":["\#(problems.joined(separator: #"",""#))"]}"#
            return Response(
                status: problems.isEmpty ? .ok : .serviceUnavailable,
                headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: body + "\n")))
        }
        router.get("metrics") { _, _ -> Response in
            let (connections, rooms) = await (manager.connectionCount, manager.roomCount)
            manager.metrics.observe(connections: connections, rooms: rooms)
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: manager.metrics.emit())))
        }
        return router
    }

    /// The TLS configuration `configuration` asks for (nil: plain `ws://`), its certificate chain and key read and
    /// checked now; throws `TLSFilesError` naming the file that cannot be used.
    static func tlsConfiguration(_ configuration: ServerConfiguration) throws -> TLSConfiguration? {
        guard let certificatePath = configuration.tlsCertificatePath, let keyPath = configuration.tlsKeyPath else {
            return nil
        }
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificatePath)
        } catch {
            throw TLSFilesError(description: "--tls-cert \(certificatePath): not a readable PEM certificate (\(error))")
        }
        guard !chain.isEmpty else {
            throw TLSFilesError(description: "--tls-cert \(certificatePath): holds no certificate")
        }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
        } catch {
            throw TLSFilesError(description: "--tls-key \(keyPath): not a readable PEM private key (\(error))")
        }
        var tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        tls.minimumTLSVersion = .tlsv12
        // NB: NIOSSL checks that the key matches the leaf only when a context is made: made once here, so a
        // mismatch stops `parlor serve` at start, not each connection.
        do {
            _ = try NIOSSLContext(configuration: tls)
        } catch {
            throw TLSFilesError(
                description: "--tls-key \(keyPath) does not go with --tls-cert \(certificatePath) (\(error))")
        }
        return tls
    }

    /// Reads and checks the TLS files `configuration` names, so that a bad one is reported before the server starts.
    public static func checkTLSFiles(_ configuration: ServerConfiguration) throws {
        _ = try tlsConfiguration(configuration)
    }

    /// Sizes NIO's event loops to the CPUs this process may run on (`taskset` included): one loop per CPU, so a
    /// server pinned to one CPU runs every connection and every room on one thread. Call it once, first thing,
    /// before any NIO singleton is used.
    public static func sizeEventLoopsToCPUAffinity() {
        if let count = ServerLoops.affinityCPUCount() { NIOSingletons.groupLoopCountSuggestion = count }
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

    /// The WebSocket router: `/` upgrades (answers 200) when the Origin is absent or allowed; the connection is
    /// then served by `WebSocketConnection` and `ConnectionSession`.
    public static func buildRouter(configuration: ServerConfiguration, manager: RoomManager, logger: Logger)
        -> Router<ParlorRequestContext>
    {
        let router = Router(context: ParlorRequestContext.self)
        router.get("/") { request, _ -> Response in
            let origin = request.headers[.origin] ?? ""
            guard Self.allows(origin: origin, configuration: configuration) else {
                logger.notice("refused a WebSocket from origin \(origin)")
                throw HTTPError(.forbidden, message: "This origin may not connect.")
            }
            return Response(status: .ok)
        }
        return router
    }
}
