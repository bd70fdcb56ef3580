import ArgumentParser
import ClientCore
import Foundation
import Logging
import NetClient
import TermCore
import WireProtocol

/// `parlor history`: the games finished on this machine, and the rounds of the online rooms it sat in.
struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List finished games, newest first: local games, and online rooms this machine sat in.",
        discussion: """
            Local games come from $XDG_STATE_HOME/parlor/history (by default ~/.local/state/parlor/). The rounds \
            of online rooms come from the server (--server, else the config file, else PARLOR_SERVER); if it \
            cannot be reached within a few seconds, the local games are listed and one line says so.
            """
    )

    @Option(
        help: ArgumentHelp(
            "The server to ask about online rooms (default: as for parlor join).", valueName: "ws://host:port"))
    var server: String?

    // NB: `parlor` declares `--server` too, and swift-argument-parser gives it the value: read from there.
    @ParentCommand var root: Parlor

    // NB: .unconditional, so "-1" is refused as out of range rather than as a missing value.
    @Option(
        parsing: .unconditional, help: ArgumentHelp("List at most this many games; 0 lists them all.", valueName: "n"))
    var limit = 20

    @Flag(help: "Plain text only: no bold header (also when output is not a terminal, or NO_COLOR is set).")
    var plain = false

    /// How long the server may take to answer, connection included.
    static let deadline = Duration.seconds(3)

    func validate() throws {
        if limit < 0 { throw ValidationError("--limit takes a number of games, 0 or more, not \(limit).") }
        try root.options.refuseSeatsAtThisKeyboard(.history)
        // NB: the list is drawn in no theme's colours, but a theme that does not exist is refused as `play` refuses
        // it: the same mistyped name in a script or an alias is caught by every command.
        _ = try root.options.display.cursesSetup(environment: ProcessInfo.processInfo.environment)
    }

    func run() throws {
        // NB: `parlor` declares `--server` and `--plain` too, and swift-argument-parser gives them the values.
        try Self.list(
            limit: limit == 0 ? nil : limit, server: server ?? root.connection.server,
            plain: plain || root.options.display.plain)
    }

    /// Prints the newest `limit` games (all for `nil`), local ones and the online rounds `server` (else the config
    /// file, else `PARLOR_SERVER`) knows of the rooms this machine sat in; the header is bold unless `plain`, the
    /// output is not a terminal or `NO_COLOR` is set. Also what the plain menu's history entry shows.
    static func list(limit: Int?, server: String?, plain: Bool) throws {
        let environment = ProcessInfo.processInfo.environment
        let logger = Launcher.startLogging(environment: environment)
        let paths = StatePaths(environment: environment)
        let local = LocalHistory(environment: environment, logger: logger).store.load()
        for warning in local.warnings { Launcher.printError("parlor: \(warning)") }
        var games = local.entries
        var problem: String?
        let rooms = SeatStore(path: paths.seatsFile).entries().keys.sorted().compactMap { try? GameID($0) }
        if !rooms.isEmpty {
            let address: ServerAddress
            do {
                address = try ServerAddress.resolve(
                    option: server, configText: paths.readConfig(), environment: environment)
            } catch {
                throw ValidationError("\(error)")
            }
            switch OnlineHistory.fetch(rooms, from: address, within: Self.deadline, logger: logger) {
            case .success(let online):
                games += online
            case .failure(let failure):
                logger.warning("history not fetched", metadata: ["server": "\(address)", "why": "\(failure)"])
                problem = "The online games could not be fetched from \(address) (\(failure))."
            }
        }
        var lines = HistoryTable.lines(
            for: games, limit: limit, columns: { $0.columnCount }, startTime: Self.localTime)
        let styled = !plain && isatty(STDOUT_FILENO) != 0 && (environment["NO_COLOR"] ?? "").isEmpty
        if styled, games.count > 0 { lines[0] = "\u{1B}[1m" + lines[0] + "\u{1B}[0m" }
        for line in lines + (problem.map { [$0] } ?? []) { Launcher.printLine(line) }
    }

    /// "2026-11-22 21:50": a Unix millisecond in this machine's time zone.
    static func localTime(_ milliseconds: Int64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }
}
