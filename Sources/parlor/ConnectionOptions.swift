import ArgumentParser
import NetClient

/// Where the server is and the name to play under: the online commands' options, also taken by `parlor` itself
/// for the menu's online entries.
struct ConnectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The server, ws:// or wss:// (TLS) (default: the config file's server = line, then PARLOR_SERVER, then "
                + "ws://127.0.0.1:7420).",
            valueName: "ws://host:port"
        )
    )
    var server: String?

    @Option(help: ArgumentHelp("The name the others see online (default: your login name).", valueName: "name"))
    var name: String?

    func validate() throws {
        if let server {
            do {
                _ = try ServerAddress(parsing: server)
            } catch {
                throw ValidationError("--server '\(server)': \(error)")
            }
        }
        if let name {
            _ = try OnlineSetup.playerName(name, environment: [:])
        }
    }
}
