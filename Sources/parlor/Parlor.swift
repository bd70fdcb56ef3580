import ArgumentParser

/// `parlor`: the menu; `parlor play`: a match at once.
@main
struct Parlor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parlor",
        abstract:
            "Tic-tac-toe and co-op Minesweeper in your terminal: at one keyboard, against the computer, or online.",
        discussion: """
            Without a subcommand, parlor opens the menu (with --computer, it starts that game at once); its online \
            entries use --server and --name as the online commands do, and come back to the menu when the game \
            ends. Plain mode (--plain, or automatic when TERM=dumb or input or output is not a terminal) reads one \
            command per line: a square a1-c3 or a digit 1-9, board, help, new, quit; on a terminal it opens with a \
            numbered menu, on pipes with tic-tac-toe. parlor play minesweeper starts \
            co-op Minesweeper; parlor history lists the games finished here.
            """,
        version: ParlorVersion.description,
        subcommands: [Play.self, Host.self, Join.self, Watch.self, Match.self, History.self, Serve.self]
    )

    @OptionGroup var options: ClientOptions

    @OptionGroup(title: "Online") var connection: ConnectionOptions

    func run() throws {
        try Launcher(
            display: options.display, seed: options.seed, start: options.computer == nil ? .menu : .ticTacToe,
            players: options.players, settings: options.settings, server: connection.server, name: connection.name
        ).run()
    }
}
