import ArgumentParser
import ClientCore
import Foundation

/// How to draw and read keys: the options every command that plays shares, local or online.
struct DisplayOptions: ParsableArguments {
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

    /// The full-screen set-up these options ask for, with the theme found on disk or built in.
    ///
    /// Throws, before anything is drawn, for a theme that does not exist or does not parse.
    func cursesSetup(environment: [String: String]) throws -> CursesLoop.Setup {
        let locator = ThemeLocator(
            environment: environment,
            executableDirectory: Bundle.main.executableURL.map {
                $0.resolvingSymlinksInPath().deletingLastPathComponent().path
            }
        )
        return CursesLoop.Setup(
            colors: !noColor && (environment["NO_COLOR"] ?? "").isEmpty,
            mouse: !noMouse,
            ascii: ascii,
            theme: try ThemeChoice.resolve(theme, with: locator)
        )
    }
}
