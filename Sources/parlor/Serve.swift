import ArgumentParser
import Foundation
import GameServer
import Logging

/// `parlor serve`: runs the game server until SIGTERM or SIGINT.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a Parlor game server that online players connect to.",
        discussion: """
            Prints one line, "Listening on ws://HOST:PORT" (wss:// with --tls-cert), once it accepts connections (the real port when \
            --port 0 asked for any). Logs go to standard error. Stops cleanly on SIGTERM or SIGINT; every room \
            is stored in the SQLite database and comes back after a restart.
            """)

    @Option(help: "The interface to listen on.") var host = "127.0.0.1"
    // NB: the numbers are parsed .unconditional, so that "-1" is refused with the allowed range rather than as a
    // missing value.
    @Option(parsing: .unconditional, help: "The TCP port (0: any free port).") var port = 7420
    @Option(
        help: "The SQLite database (default: $XDG_STATE_HOME/parlor/server.sqlite); its folder must exist.")
    var database: String?
    @Option(
        parsing: .unconditional,
        help: "Seconds a dropped player has to come back before the opponent may claim the round.")
    var grace = 60
    @Option(parsing: .unconditional, help: "Seconds a room nobody joined is kept.") var staleRooms = 3_600
    @Option(
        parsing: .unconditional,
        help:
            "Seconds a room with nobody in it stays in memory; it is read back from the database when someone returns.")
    var idleRooms = 600
    @Option(
        parsing: .unconditional,
        help: "WebSocket handshakes one client address may make a minute; more get HTTP 429.")
    var maxHandshakesPerMinute = 30
    @Option(parsing: .unconditional, help: "Rooms one client address may create a minute; more are refused.")
    var maxRoomsPerMinute = 10
    @Option(
        help: ArgumentHelp(
            "A reverse proxy's IP address whose X-Forwarded-For (or Forwarded) header names the client (repeatable).",
            valueName: "address"))
    var trustedProxy: [String] = []
    @Option(
        help: ArgumentHelp(
            "Serve GET /healthz and GET /metrics on this port (on --host) instead of the public one.", valueName: "port"
        ))
    var metricsPort: Int?
    @Option(help: ArgumentHelp("Serve wss:// with this PEM certificate chain (with --tls-key).", valueName: "file"))
    var tlsCert: String?
    @Option(help: ArgumentHelp("The PEM private key of --tls-cert.", valueName: "file"))
    var tlsKey: String?

    /// The longest any of the timings may be, in seconds: a year.
    static let longestSeconds = 31_536_000

    // NB: `parlor`'s own options (the seats at this keyboard) are taken anywhere on the line: refused here.
    @ParentCommand var root: Parlor

    func validate() throws {
        try root.options.refuseSeatsAtThisKeyboard(.server)
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port).") }
        if let metricsPort, !(1...65_535).contains(metricsPort) || metricsPort == port {
            throw ValidationError("--metrics-port must be from 1 to 65535 and not --port, not \(metricsPort).")
        }
        // NB: milliseconds are kept in Int64; a huge number of seconds overflowed it and stopped the server.
        for (name, seconds) in [("--grace", grace), ("--stale-rooms", staleRooms), ("--idle-rooms", idleRooms)]
        where !(0...Self.longestSeconds).contains(seconds) {
            throw ValidationError("\(name) must be from 0 to \(Self.longestSeconds) seconds (a year), not \(seconds).")
        }
        if let database {
            try Self.checkFolder(of: database)
        }
        for (name, count) in [
            ("--max-handshakes-per-minute", maxHandshakesPerMinute), ("--max-rooms-per-minute", maxRoomsPerMinute),
        ] where count < 1 {
            throw ValidationError("\(name) must be at least 1, not \(count).")
        }
        guard (tlsCert == nil) == (tlsKey == nil) else {
            throw ValidationError("--tls-cert and --tls-key go together: give both or neither.")
        }
        for address in trustedProxy where !ServerConfiguration.isIPAddress(address) {
            throw ValidationError("--trusted-proxy must be an IP address such as 127.0.0.1 or ::1, not \(address).")
        }
    }

    func run() throws {
        ParlorServer.sizeEventLoopsToCPUAffinity()
        let path = try database ?? Self.defaultDatabasePath()
        if database == nil {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var logger = Logger(label: "parlor.server") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = .info
        let configuration = ServerConfiguration(
            host: host, port: port, databasePath: path, games: Games.all, gracePeriodMilliseconds: Int64(grace) * 1_000,
            staleRoomMilliseconds: Int64(staleRooms) * 1_000, idleRoomMilliseconds: Int64(idleRooms) * 1_000,
            maxHandshakesPerMinute: maxHandshakesPerMinute, maxRoomsPerMinute: maxRoomsPerMinute,
            trustedProxies: Set(trustedProxy), metricsPort: metricsPort, tlsCertificatePath: tlsCert,
            tlsKeyPath: tlsKey)
        try ParlorServer.checkTLSFiles(configuration)
        let scheme = tlsCert == nil ? "ws" : "wss"
        let host = self.host
        let finished = DispatchSemaphore(value: 0)
        let failure = Failure()
        // NB: the root command is synchronous, so the server runs on a task while this thread waits for it.
        Task {
            do {
                try await ParlorServer.run(configuration: configuration, logger: logger) { port in
                    FileHandle.standardOutput.write(Data("Listening on \(scheme)://\(host):\(port)\n".utf8))
                }
            } catch {
                failure.error = error
            }
            finished.signal()
        }
        finished.wait()
        guard let error = failure.error else { return }
        // NB: as `parlor host --lan` says it: one line naming the port or host and what to do, and the status of a
        // service that is unavailable.
        if let listening = ListenFailure(recognising: error, host: host, port: port) {
            Launcher.printError("parlor: \(listening)")
            throw ExitCode(69)
        }
        throw error
    }

    /// Refuses a database whose folder does not exist: given by hand, a missing folder is most likely a typo, and
    /// creating it would start an empty server beside the real one. (The default location is created.)
    static func checkFolder(of database: String) throws {
        let folder = (database as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if folder.isEmpty
            || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue)
        {
            return
        }
        throw ValidationError(
            "--database \(database): the folder \(folder) does not exist. Create it first, or check the path.")
    }

    /// `$XDG_STATE_HOME/parlor/server.sqlite`, or `~/.local/state/parlor/server.sqlite` without it.
    static func defaultDatabasePath() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/parlor/server.sqlite"
        }
        guard let home = environment["HOME"], !home.isEmpty else {
            throw ValidationError("Set HOME or XDG_STATE_HOME, or pass --database PATH.")
        }
        return home + "/.local/state/parlor/server.sqlite"
    }

    /// The server's error, handed from its task to the waiting thread.
    private final class Failure: @unchecked Sendable {
        // NB: written once by the task before `signal()`, read after `wait()`: the semaphore orders the two.
        var error: (any Error)?
    }
}
