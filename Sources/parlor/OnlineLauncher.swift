import ArgumentParser
import ClientCore
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

    /// The version told to the server, for its logs.
    static let clientVersion = "0.3"

    /// Runs the session; throws the exit status when it is not 0.
    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let paths = StatePaths(environment: environment)
        let address: ServerAddress
        do {
            address = try ServerAddress.resolve(
                option: options.server, configText: paths.readConfig(), environment: environment)
        } catch {
            throw ValidationError("\(error)")
        }
        let name = try Self.playerName(options.name, environment: environment)
        let seats = SeatStore(path: paths.seatsFile)
        var intent = intent
        if case .join(let gameID, nil) = intent, let stored = seats.secret(for: gameID.text),
            let secret = try? SeatSecret(stored)
        {
            intent = .join(gameID, secret: secret)
        }
        let logger = Launcher.startLogging(environment: environment)
        logger.info("online start", metadata: ["server": "\(address)", "intent": "\(Self.describe(intent))"])
        let session = OnlineSession(
            intent: intent, name: name, clientVersion: Self.clientVersion,
            moveIDPrefix: String(UInt32.random(in: .min ... .max), radix: 36))
        let setup = try options.display.cursesSetup(environment: environment)
        let plainReason = Launcher.plainModeReason(plain: options.display.plain, environment: environment)
        var reason: ExitReason?
        if plainReason == nil {
            reason = OnlineCursesLoop.run(
                session, address: address, seats: seats, setup: setup, digits: options.display.digits, logger: logger)
        }
        let ending =
            reason
            ?? {
                let inbox = Inbox<OnlineInput>()
                let bridge = NetworkBridge(address: address, inbox: inbox, seats: seats, logger: logger)
                return OnlinePlainLoop.run(
                    OnlinePlainSession(session: session, digits: options.display.digits), bridge: bridge, inbox: inbox)
            }()
        logger.info("exit", metadata: ["reason": "\(ending)", "status": "\(ending.exitCode)"])
        if ending.exitCode != 0 { throw ExitCode(ending.exitCode) }
    }

    /// `--name`, else the login name, else "Player"; checked by the protocol's rules for names.
    static func playerName(_ option: String?, environment: [String: String]) throws -> PlayerName {
        let chosen = option ?? environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "Player"
        do {
            return try PlayerName(chosen)
        } catch {
            throw ValidationError("--name '\(chosen)': \(error)")
        }
    }

    /// A game ID as typed on the command line.
    static func gameID(_ text: String) throws -> GameID {
        do {
            return try GameID(typed: text)
        } catch {
            throw ValidationError("'\(text)' is not a game ID: \(error)")
        }
    }

    /// For the log, never with the secret.
    private static func describe(_ intent: OnlineIntent) -> String {
        switch intent {
        case .host: "host"
        case .join(let gameID, let secret): "join \(gameID)\(secret == nil ? "" : " (with a seat secret)")"
        case .watch(let gameID): "watch \(gameID)"
        case .quickMatch: "match"
        }
    }
}
