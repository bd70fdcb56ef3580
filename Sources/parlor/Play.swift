import ArgumentParser

/// `parlor play`: skips the menu and starts a match.
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a match at once: hot-seat, or against the computer with --computer."
    )

    @OptionGroup var options: ClientOptions

    func run() throws {
        try Launcher(options: options, start: .match).run()
    }
}
