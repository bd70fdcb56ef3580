import ArgumentParser
import ClientCore

/// The options every online command shares: where the server is, the name to play under, and how to draw.
struct OnlineOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The server (default: the config file's server = line, then PARLOR_SERVER, then ws://127.0.0.1:7420).",
            valueName: "ws://host:port"
        )
    )
    var server: String?

    @Option(help: ArgumentHelp("The name the others see (default: your login name).", valueName: "name"))
    var name: String?

    @OptionGroup var display: DisplayOptions

}
