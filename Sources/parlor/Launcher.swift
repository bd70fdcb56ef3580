import ArgumentParser
import ClientCore
import CursesDriver
import Foundation
import GameCatalog
import GameCore
import Logging
import NetClient
import PlainMode
import Synchronization
import TerminalUI

/// Chooses plain or full-screen mode from the options and the environment, runs it, and turns how it ended
/// into the exit status.
struct Launcher {
    /// What the run opens with.
    enum Start: Equatable {
        /// The main menu: full screen, or in plain mode on a terminal a numbered one; plain mode on pipes has no
        /// menu and starts the default game (`defaultSeats`), as scripts expect.
        case menu
        /// A game at this keyboard, hot-seat or against the computer.
        case table(TableSeats)
    }

    /// How to draw and read keys.
    let display: DisplayOptions
    /// `--seed`, to replay a run exactly; random otherwise.
    let seed: UInt64?
    /// What to open with.
    let start: Start
    /// The default game's seats, for plain mode on pipes, which has no menu.
    var defaultSeats = TableSeats.everyoneHere(Games.defaultPlay)
    /// The digit layout and hot-seat names.
    var settings = Settings()
    /// `--server` for the menu's online entries, if given.
    var server: String? = nil
    /// `--name` for the menu's online entries, if given.
    var name: String? = nil

    /// Runs the client; throws the exit status when it is not 0.
    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let logger = Self.startLogging(environment: environment)
        let setup = try display.cursesSetup(environment: environment)
        let seed = seed ?? UInt64.random(in: .min ... .max)
        let plainReason = Self.plainModeReason(plain: display.plain, environment: environment)
        logger.info(
            "start",
            metadata: [
                "arguments": "\(CommandLine.arguments.dropFirst().joined(separator: " "))",
                "start": "\(start)", "players": "\(defaultSeats.names)",
                "digits": "\(display.digits)", "colors": "\(setup.colors)", "ascii": "\(setup.ascii)",
                "mouse": "\(setup.mouse)", "theme": "\(setup.theme.source)", "seed": "\(seed)",
                "mode": "\(plainReason.map { "plain (\($0))" } ?? "curses")",
            ]
        )
        var settings = settings
        settings.players = [name ?? LoginName.current(environment: environment) ?? "You"]
        let clock = GameClock()
        let history = LocalHistory(environment: environment, logger: logger)
        var reason: ExitReason?
        if plainReason == nil {
            let state: AppState
            switch start {
            case .menu: state = AppState.menu(settings: settings, seed: seed, plays: Games.plays)
            case .table(let seats): state = table(seats, settings: settings, seed: seed, clock: clock)
            }
            var farewell: String?
            reason = CursesLoop.run(
                state, setup: setup, clock: clock, history: history, logger: logger, farewell: &farewell
            ) {
                intent, terminal, renderOptions in
                goOnline(intent, on: terminal, options: renderOptions, environment: environment, logger: logger)
            }
            if let farewell { Launcher.printLine(farewell) }
        }
        let ending =
            reason ?? plain(seed: seed, clock: clock, history: history, environment: environment, logger: logger)
        logger.info("exit", metadata: ["reason": "\(ending)", "status": "\(ending.exitCode)"])
        if ending.exitCode != 0 { throw ExitCode(ending.exitCode) }
    }

    /// Plays the game asked for in plain mode: on a terminal the menu is a numbered one; on pipes its place is
    /// taken by the default game.
    private func plain(
        seed: UInt64, clock: GameClock, history: LocalHistory, environment: [String: String], logger: Logger
    ) -> ExitReason {
        switch start {
        case .menu where isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1:
            return plainMenu(seed: seed, clock: clock, history: history, environment: environment, logger: logger)
        case .menu:
            return PlainLoop.run(plainTable(defaultSeats, seed: seed, clock: clock), clock: clock, history: history)
        case .table(let seats):
            return PlainLoop.run(plainTable(seats, seed: seed, clock: clock), clock: clock, history: history)
        }
    }

    /// A game at this keyboard for `seats`, full screen.
    private func table(_ seats: TableSeats, settings: Settings, seed: UInt64, clock: GameClock) -> AppState {
        // NB: every game of `parlor play` has screen parts: the registry's tests check it.
        AppState.table(
            setup: seats.setup, names: seats.names, computerSeats: seats.computer, computerLevel: seats.level,
            plays: Games.plays, settings: settings, seed: seed, at: clock.now())!
    }

    /// A game at this keyboard for `seats`, by lines.
    private func plainTable(_ seats: TableSeats, seed: UInt64, clock: GameClock) -> PlainTableSession {
        var digitSettings = settings
        digitSettings.digitLayout = display.digits
        // NB: the table's seed is the first number of the seed's sequence, as the full screen's table takes it, so
        // --seed plays the same game in both modes. Every game of `parlor play` has plain-mode parts: the registry's
        // tests check it.
        var random = SplitMix64(seed: seed)
        return PlainTableSession(
            setup: seats.setup, names: seats.names, computerSeats: seats.computer, computerLevel: seats.level,
            settings: digitSettings, plays: Games.plays, seed: random.next(), at: clock.now())!
    }

    /// The numbered menu of plain mode, then what was chosen there; the program ends with it.
    private func plainMenu(
        seed: UInt64, clock: GameClock, history: LocalHistory, environment: [String: String], logger: Logger
    ) -> ExitReason {
        var menu = PlainMenu(plays: Games.plays)
        let (inbox, stop) = PlainInput.listen()
        PlainLoop.write(menu.openingLines)
        var chosen: PlainMenu.Choice?
        while chosen == nil {
            switch inbox.take() {
            case .line(let line):
                let answer = menu.handle(line)
                PlainLoop.write(answer.lines)
                chosen = answer.choice
            case .endOfInput:
                stop()
                PlainLoop.write(menu.endOfInput())
                return .endOfInput
            case .signal(let number):
                stop()
                PlainLoop.write(menu.endOfInput())
                return .signal(number)
            }
        }
        stop()
        logger.info("plain menu", metadata: ["chosen": "\(chosen.map { "\($0)" } ?? "")"])
        switch chosen {
        case .table(let kind, let setup, let level, let person)?:
            guard let play = Games.plays.play(for: kind) else { return .failed }
            var seats =
                level.map { TableSeats.againstComputer(play, level: $0, person: person) }
                ?? (kind == defaultSeats.setup.kind ? defaultSeats : TableSeats.everyoneHere(play))
            if let setup {
                // NB: a chosen setup (a board) is played by the person at the keyboard, under their name.
                let player = name ?? LoginName.current(environment: environment) ?? "You"
                seats = TableSeats(
                    setup: play.setup(setup, forPeople: 1), names: [player], computer: [], level: nil)
            }
            return PlainLoop.run(plainTable(seats, seed: seed, clock: clock), clock: clock, history: history)
        case .online(let intent)?:
            let online: OnlineSetup
            do {
                online = try OnlineSetup.resolve(
                    server: server, name: name ?? LoginName.current(environment: environment),
                    environment: environment)
            } catch {
                Launcher.printError("parlor: \((error as? ValidationError)?.message ?? "\(error)")")
                return .failed
            }
            logger.info(
                "online start", metadata: ["server": "\(online.address)", "intent": "\(OnlineSetup.describe(intent))"])
            let inbox = Inbox<OnlineInput>()
            let bridge = NetworkBridge(address: online.address, inbox: inbox, seats: online.seats, logger: logger)
            return OnlinePlainLoop.run(
                OnlinePlainSession(session: online.session(for: intent), digits: display.digits), bridge: bridge,
                inbox: inbox)
        case .history?:
            do {
                try History.list(limit: 20, server: server, plain: true)
            } catch {
                Launcher.printError("parlor: \((error as? ValidationError)?.message ?? "\(error)")")
                return .failed
            }
            return .quit
        case .quit?, nil:
            return .quit
        }
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
            seats: online.seats, terminal: terminal, options: renderOptions, digits: display.digits,
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
