import ArgumentParser
import ClientCore
import NetClient
import WireProtocol

/// What every online session needs, found the same way for `parlor host|join|watch|match` and for the menu's
/// online entries: the server, the name to play under, and the file of seat secrets.
struct OnlineSetup {
    /// The version told to the server, for its logs.
    static let clientVersion = ParlorVersion.release

    /// The server to connect to.
    let address: ServerAddress
    /// The name the others see.
    let name: PlayerName
    /// Where seat secrets are kept, so that joining a room again takes the seat back.
    let seats: SeatStore

    /// Resolves `--server` (else the config file's `server =` line, else `PARLOR_SERVER`, else
    /// `ws://127.0.0.1:7420`) and `--name` (else the login name); throws a `ValidationError` saying what is wrong.
    static func resolve(server: String?, name: String?, environment: [String: String]) throws -> OnlineSetup {
        let paths = StatePaths(environment: environment)
        let address: ServerAddress
        do {
            address = try ServerAddress.resolve(
                option: server, configText: paths.readConfig(), environment: environment)
        } catch {
            throw ValidationError("\(error)")
        }
        return OnlineSetup(
            address: address, name: try playerName(name, environment: environment),
            seats: SeatStore(path: paths.seatsFile))
    }

    /// This setup connecting to `address` instead (the server `parlor host --lan` runs in this process).
    func connecting(to address: ServerAddress) -> OnlineSetup {
        OnlineSetup(address: address, name: name, seats: seats)
    }

    /// A new session for `intent`; a join without a secret tries the seats stored for that room, if any, oldest
    /// first, and takes a free seat as a new player when every one of them is in use by another connection (the
    /// person's other terminal), unless `takeOver` asks to move a stored seat here anyway. `joinServer` is the
    /// address the waiting screen tells a friend: by default the one this setup connects to, left out when it is
    /// the standard one.
    func session(for intent: OnlineIntent, joinServer: ServerAddress? = nil, takeOver: Bool = false) -> OnlineSession {
        let shown = joinServer ?? address
        var stored: [SeatSecret] = []
        if case .join(let gameID, nil) = intent {
            stored = seats.secrets(for: gameID.text).compactMap { try? SeatSecret($0) }
        }
        return OnlineSession(
            intent: intent, name: name, clientVersion: Self.clientVersion,
            moveIDPrefix: String(UInt32.random(in: .min ... .max), radix: 36),
            joinServer: shown == .standard ? nil : shown.description, storedSecrets: stored, takeOver: takeOver,
            plays: Games.plays)
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

    /// What `intent` asks for, for the log: never the secret.
    static func describe(_ intent: OnlineIntent) -> String {
        switch intent {
        case .host: "host"
        case .join(let gameID, let secret): "join \(gameID)\(secret == nil ? "" : " (with a seat secret)")"
        case .watch(let gameID): "watch \(gameID)"
        case .quickMatch: "match"
        }
    }
}
