import ArgumentParser

/// `parlor`: the menu; `parlor play`: a match at once.
@main
struct Parlor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parlor",
        abstract:
            "Tic-tac-toe in your terminal: against a friend at the same keyboard, or against the computer.",
        discussion: """
            Without a subcommand, parlor opens the menu (with --computer, it starts that game at once). \
            Plain mode (--plain, or automatic when TERM=dumb or input or output is not a terminal) reads one \
            command per line: a square a1-c3 or a digit 1-9, board, help, new, quit.
            """,
        subcommands: [Play.self, Host.self, Join.self, Watch.self, Match.self, Serve.self]
    )

    @OptionGroup var options: ClientOptions

    func run() throws {
        try Launcher(options: options, start: options.computer == nil ? .menu : .match).run()
    }
}
