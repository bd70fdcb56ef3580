import ArgumentParser
import ClientCore
import CursesDriver
import Foundation
import Logging
import NetClient
import PlainMode
import WireProtocol

/// Starts an online session from a command's options: finds the server, the name and any stored seat, then
/// runs plain or full-screen mode.
struct OnlineLauncher {
    /// The command-line options.
    let options: OnlineOptions
    /// What to do once connected.
    let intent: OnlineIntent
    /// The server this process runs (`parlor host --lan`): the client connects to it over loopback, and the
    /// waiting screen tells friends its LAN address.
    var lan: LANServer? = nil
    /// Whether a stored seat is taken over even from a connection that holds it now (`parlor join --take-over`).
    var takeOver = false

    /// Runs the session; throws the exit status when it is not 0.
    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        var online = try OnlineSetup.resolve(
            server: options.connection.server,
            name: options.connection.name ?? LoginName.current(environment: environment), environment: environment)
        var shownServer = online.address
        if let lan {
            online = online.connecting(to: lan.loopbackAddress)
            shownServer = lan.friendsAddress
        }
        let logger = Launcher.startLogging(environment: environment)
        logger.info(
            "online start",
            metadata: ["server": "\(online.address)", "intent": "\(OnlineSetup.describe(intent))"])
        var session = online.session(for: intent, joinServer: shownServer, takeOver: takeOver)
        session.joinWarning = lan?.warning
        session.hostsServer = lan != nil
        let setup = try options.display.cursesSetup(environment: environment)
        let plainReason = Launcher.plainModeReason(plain: options.display.plain, environment: environment)
        let digits = options.display.digits
        // NB: a LAN host's leaving stops the server before this client's connection closes: the friends hear
        // 1001 "host left" first, not this player's disconnect (with a claim offered that can never come).
        let beforeClosing: () -> Void = { lan?.stop() }
        var reason: ExitReason?
        if plainReason == nil, let (terminal, renderOptions) = CursesLoop.start(setup: setup, logger: logger) {
            let ending = OnlineCursesLoop.run(
                session, address: online.address, shownServer: shownServer.description, seats: online.seats,
                terminal: terminal, options: renderOptions, digits: digits, logger: logger,
                beforeClosing: beforeClosing)
            terminal.stop()
            if ending.reason == .failed, let problem = ending.problem { Launcher.printError("parlor: \(problem)") }
            // NB: the same last line plain mode ends with, now that the shell's screen is back to keep it.
            if let farewell = ending.farewell { Launcher.printLine(farewell) }
            reason = ending.reason
        }
        let ending =
            reason
            ?? {
                let inbox = Inbox<OnlineInput>()
                let bridge = NetworkBridge(address: online.address, inbox: inbox, seats: online.seats, logger: logger)
                return OnlinePlainLoop.run(
                    OnlinePlainSession(session: session, digits: digits), bridge: bridge, inbox: inbox,
                    joinLines: lan.map { lan in { lan.joinLines(for: $0.text) } }, beforeClosing: beforeClosing)
            }()
        logger.info("exit", metadata: ["reason": "\(ending)", "status": "\(ending.exitCode)"])
        if ending.exitCode != 0 { throw ExitCode(ending.exitCode) }
    }
}
