import ClientCore
import Foundation
import GameServer
import Logging
import NetClient
import ServiceLifecycle
import Synchronization

/// A Parlor server inside this process, for `parlor host --lan`: two people on one network need no separate
/// server. It listens on every interface, stores its rooms in a SQLite file of its own, logs to the client's log
/// file, and stops when the client is done.
final class LANServer: Sendable {
    /// The port it listens on (the real one when 0 asked for any).
    let port: Int
    /// The address friends use to reach this machine.
    let lanAddress: LANAddress

    private let task: Task<Void, Never>
    private let group: ServiceGroup
    private let finished: DispatchSemaphore
    private let logger: Logger
    private let stopped = Mutex(false)

    /// How long `start` waits for the server to listen, and `stop` for it to finish.
    static let startTimeout = DispatchTimeInterval.seconds(30)
    static let stopTimeout = DispatchTimeInterval.seconds(5)

    private init(
        port: Int, lanAddress: LANAddress, task: Task<Void, Never>, group: ServiceGroup, finished: DispatchSemaphore,
        logger: Logger
    ) {
        self.port = port
        self.lanAddress = lanAddress
        self.task = task
        self.group = group
        self.finished = finished
        self.logger = logger
    }

    /// Where this client connects: the same server, over loopback.
    var loopbackAddress: ServerAddress { ServerAddress(host: "127.0.0.1", port: port) }

    /// What a friend passes to `--server`.
    var friendsAddress: ServerAddress { ServerAddress(host: lanAddress.host, port: port) }

    /// The lines plain mode prints once the room exists: the exact command a friend types, on a line of its own
    /// so a script takes the whole line (the README's stable interface), and the warning when nobody else can
    /// reach this machine.
    func joinLines(for gameID: String) -> [String] {
        ["parlor join \(gameID) --server \(friendsAddress)"] + (warning.map { [$0] } ?? [])
    }

    /// Said (plain mode under the join command, full screen on the waiting screen) when this machine has no
    /// network address but loopback; `nil` when friends can reach it.
    var warning: String? {
        guard lanAddress == .loopbackOnly else { return nil }
        return "Only loopback found: friends on other machines cannot reach \(friendsAddress)."
    }

    /// `$XDG_STATE_HOME/parlor/lan.sqlite` (or under `~/.local/state`), beside the seat secrets.
    static func databasePath(environment: [String: String]) -> String {
        (StatePaths(environment: environment).seatsFile as NSString).deletingLastPathComponent + "/lan.sqlite"
    }

    /// Starts the server on `port` (0: any free one) of every interface and waits until it listens.
    ///
    /// Throws a `LANServerError` saying what went wrong: the port is taken, or the server did not start.
    static func start(port: Int, databasePath: String, logger: Logger) throws(LANServerError) -> LANServer {
        let folder = (databasePath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .failed(port: port, reason: "cannot create \(folder): \(error.localizedDescription)")
        }
        // NB: this server stops for good when its host leaves; saying so lets the friends' clients stop at once.
        let configuration = ServerConfiguration(
            host: "0.0.0.0", port: port, databasePath: databasePath, games: Games.all,
            goingAwayReason: OnlineSession.hostLeftCloseReason)
        let outcome = Mutex<Result<Int, any Error>?>(nil)
        let settled = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let group: ServiceGroup
        do {
            group = try ParlorServer.serviceGroup(configuration: configuration, logger: logger, stopOnSignals: false) {
                listening in
                outcome.withLock { $0 = $0 ?? .success(listening) }
                settled.signal()
            }
        } catch {
            throw .failed(port: port, reason: "cannot open \(databasePath): \(error)")
        }
        // NB: the commands are synchronous, so the server runs on a task; it is stopped by `stop()`, not by
        // signals, which belong to the client's terminal.
        let task = Task {
            do {
                try await group.run()
            } catch {
                outcome.withLock { $0 = $0 ?? .failure(error) }
            }
            settled.signal()
            finished.signal()
        }
        if settled.wait(timeout: .now() + startTimeout) == .timedOut {
            task.cancel()
            throw .failed(port: port, reason: "it did not start listening in time")
        }
        switch outcome.withLock({ $0 }) {
        case .success(let listening):
            let lanAddress = LANAddress.find()
            logger.info(
                "LAN server listening",
                metadata: ["port": "\(listening)", "lan": "\(lanAddress.host)", "database": "\(databasePath)"])
            return LANServer(
                port: listening, lanAddress: lanAddress, task: task, group: group, finished: finished, logger: logger)
        case .failure(let error):
            logger.error("LAN server did not start", metadata: ["port": "\(port)", "error": "\(error)"])
            if ListenFailure(recognising: error, host: configuration.host, port: port) == .portTaken(port) {
                throw .portTaken(port)
            }
            throw .failed(port: port, reason: "\(error)")
        case nil:
            throw .failed(port: port, reason: "it stopped before listening")
        }
    }

    /// Shuts the server down gracefully, so friends' clients hear 1001 "host left" rather than a cut connection,
    /// and waits (a few seconds at most) for it to finish; a second call does nothing. Call it while the host's own
    /// client is still connected: the server closes that connection too, after telling the friends, whereas the
    /// client closing first would tell them their opponent is away (and may be claimed against).
    func stop() {
        // NB: the launcher stops it as the game ends, and the command once more on its way out (after an error).
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        let group = group
        Task { await group.triggerGracefulShutdown() }
        if finished.wait(timeout: .now() + Self.stopTimeout) == .timedOut {
            task.cancel()
            logger.warning("LAN server did not stop in time; leaving anyway")
        } else {
            logger.info("LAN server stopped")
        }
    }
}
