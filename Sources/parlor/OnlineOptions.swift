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

    @Flag(help: "Draw with ASCII characters only (automatic when the locale is not UTF-8).")
    var ascii = false

    @Flag(help: "Use no colour, only bold and reverse (also when NO_COLOR is set and not empty).")
    var noColor = false

    @Flag(help: "Ignore the mouse.")
    var noMouse = false

    @Option(
        help: ArgumentHelp(
            "Which digits mark which squares: 7 8 9 or 1 2 3 on the top row.", valueName: "keypad|phone")
    )
    var digits: DigitLayout = .keypad

    @Option(help: ArgumentHelp("Colour theme.", valueName: "default|high-contrast"))
    var theme = "default"

    @Flag(
        help:
            "Line-by-line play for screen readers and scripts: one announcement per line, no screen drawing."
    )
    var plain = false

    func validate() throws {
        if !ThemeLocator.isValidName(theme) {
            throw ValidationError("Theme names use only a-z, 0-9 and '-': '\(theme)' is not one.")
        }
    }
}
