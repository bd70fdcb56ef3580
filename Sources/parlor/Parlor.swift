import ArgumentParser

/// `parlor`: the menu; `parlor play`: a match at once.
@main
struct Parlor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parlor",
        abstract:
            "Tic-tac-toe in your terminal: against a friend at the same keyboard, against the computer, or online.",
        discussion: """
            Without a subcommand, parlor opens the menu (with --computer, it starts that game at once); its online \
            entries use --server and --name as the online commands do, and come back to the menu when the game \
            ends. Plain mode (--plain, or automatic when TERM=dumb or input or output is not a terminal) reads one \
            command per line: a square a1-c3 or a digit 1-9, board, help, new, quit.
            """,
        subcommands: [Play.self, Host.self, Join.self, Watch.self, Match.self, Serve.self]
    )

    @OptionGroup var options: ClientOptions

    @OptionGroup(title: "Online") var connection: ConnectionOptions

    func run() throws {
        try Launcher(
            options: options, start: options.computer == nil ? .menu : .match, server: connection.server,
            name: connection.name
        ).run()
    }
}
