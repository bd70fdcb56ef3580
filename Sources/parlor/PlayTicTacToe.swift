import ArgumentParser

/// `parlor play` and `parlor play tic-tac-toe`: skips the menu and starts a match.
struct PlayTicTacToe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tic-tac-toe",
        abstract: "Tic-tac-toe at once (the default): hot-seat, or against the computer with --computer."
    )

    @OptionGroup var options: ClientOptions

    func run() throws {
        try Launcher(
            display: options.display, seed: options.seed, start: .ticTacToe, players: options.players,
            settings: options.settings
        ).run()
    }
}
