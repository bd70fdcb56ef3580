import ArgumentParser
import ClientCore
import CursesDriver
import Foundation
import Logging
import NetClient
import PlainMode
import Synchronization
import TerminalUI

/// Chooses plain or full-screen mode from the options and the environment, runs it, and turns how it ended
/// into the exit status.
struct Launcher {
    /// What the run opens with.
    enum Start {
        /// The main menu (full screen only; plain mode has no menu and starts a match).
        case menu
        /// A match, hot-seat or against the computer.
        case match
    }

    /// The command-line options.
    let options: ClientOptions
    /// What to open with.
    let start: Start
    /// `--server` for the menu's online entries, if given.
    var server: String? = nil
    /// `--name` for the menu's online entries, if given.
    var name: String? = nil

    /// Runs the client; throws the exit status when it is not 0.
    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let logger = Self.startLogging(environment: environment)
        let setup = try options.display.cursesSetup(environment: environment)
        let seed = options.seed ?? UInt64.random(in: .min ... .max)
        let plainReason = Self.plainModeReason(plain: options.display.plain, environment: environment)
        logger.info(
            "start",
            metadata: [
                "arguments": "\(CommandLine.arguments.dropFirst().joined(separator: " "))",
                "start": "\(start)", "players": "\(options.players.map(\.name))",
                "computer": "\(options.computer.map { "\($0)" } ?? "none")",
                "digits": "\(options.display.digits)", "colors": "\(setup.colors)", "ascii": "\(setup.ascii)",
                "mouse": "\(setup.mouse)", "theme": "\(setup.theme.source)", "seed": "\(seed)",
                "mode": "\(plainReason.map { "plain (\($0))" } ?? "curses")",
            ]
        )
        var reason: ExitReason?
        if plainReason == nil {
            let state =
                start == .menu
                ? AppState.menu(settings: options.settings, seed: seed)
                : AppState.playing(players: options.players, settings: options.settings, seed: seed)
            var farewell: String?
            reason = CursesLoop.run(state, setup: setup, logger: logger, farewell: &farewell) {
                intent, terminal, renderOptions in
                goOnline(intent, on: terminal, options: renderOptions, environment: environment, logger: logger)
            }
            if let farewell { Launcher.printLine(farewell) }
        }
        let ending =
            reason
            ?? PlainLoop.run(PlainSession(players: options.players, digits: options.display.digits, seed: seed))
        logger.info("exit", metadata: ["reason": "\(ending)", "status": "\(ending.exitCode)"])
        if ending.exitCode != 0 { throw ExitCode(ending.exitCode) }
    }

    /// Plays the online game a menu entry asked for on the menu's terminal; a server or name that cannot be used
    /// comes back as the problem the menu shows.
    private func goOnline(
        _ intent: OnlineIntent, on terminal: CursesTerminal, options renderOptions: RenderOptions,
        environment: [String: String], logger: Logger
    ) -> OnlineCursesLoop.Ending {
        let online: OnlineSetup
        do {
            online = try OnlineSetup.resolve(
                server: server, name: name ?? LoginName.current(environment: environment), environment: environment)
        } catch {
            let message = (error as? ValidationError)?.message ?? "\(error)"
            logger.warning("online not started", metadata: ["error": "\(message)"])
            return OnlineCursesLoop.Ending(reason: .quit, problem: message)
        }
        logger.info(
            "online start", metadata: ["server": "\(online.address)", "intent": "\(OnlineSetup.describe(intent))"])
        return OnlineCursesLoop.run(
            online.session(for: intent), address: online.address, shownServer: online.address.description,
            seats: online.seats, terminal: terminal, options: renderOptions, digits: options.display.digits,
            logger: logger)
    }

    /// Why plain mode is on, or `nil` for the full screen.
    static func plainModeReason(plain: Bool, environment: [String: String]) -> String? {
        if plain { return "--plain" }
        if environment["TERM"] == "dumb" { return "TERM=dumb" }
        if isatty(STDIN_FILENO) == 0 { return "input is not a terminal" }
        if isatty(STDOUT_FILENO) == 0 { return "output is not a terminal" }
        return nil
    }

    /// Sends every logger's messages to the log file, or nowhere when it cannot be opened; only the first call
    /// of the process sets this up (swift-log allows it once), so `parlor host --lan` and the session it runs
    /// may both call it.
    static func startLogging(environment: [String: String]) -> Logger {
        loggingStarted.withLock { started in
            guard !started else { return }
            started = true
            let path = FileLogHandler.defaultPath(environment: environment)
            let file = FileLogHandler.open(path)
            LoggingSystem.bootstrap { label in
                guard let file else { return SwiftLogNoOpLogHandler(label) }
                return FileLogHandler(label: label, file: file)
            }
        }
        return Logger(label: "parlor")
    }

    private static let loggingStarted = Mutex(false)

    /// Writes `line` and a newline to standard output; only before curses starts or after it stops.
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes `message` and a newline to standard error; only before curses starts or after it stops.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
