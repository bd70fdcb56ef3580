import ArgumentParser
import ClientCore
import GameCatalog

/// `parlor`: the menu; `parlor play`: a match at once.
@main
struct Parlor: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parlor",
        abstract:
            "\(TableSeats.list(Games.all.kinds.map(\.displayName), conjunction: "and")) in your "
            + "terminal: at one keyboard, against the computer, or online.",
        discussion: """
            Without a subcommand, parlor opens the menu (with --computer, it starts the default game, \
            \(Games.defaultPlay.kind.rawValue), at once); its online entries use --server and --name as the online \
            commands do, and come back to the menu when the game ends. Plain mode (--plain, or automatic when \
            TERM=dumb or input or output is not a terminal) reads one command per line (help lists a game's); on a \
            terminal it opens with a numbered menu, on pipes with the default game. parlor play GAME starts a game \
            at once; parlor history lists the games finished here.
            """,
        version: ParlorVersion.description,
        subcommands: builtInCommands + Games.ownCommands(besides: builtInCommands)
    )

    /// Parlor's own commands; the games' own follow them.
    private static let builtInCommands: [any ParsableCommand.Type] = [
        Play.self, Host.self, Join.self, Watch.self, Match.self, History.self, Serve.self,
    ]

    @OptionGroup var options: ClientOptions<Games.DefaultPlay>

    @OptionGroup(title: "Online") var connection: ConnectionOptions

    func run() throws {
        let seats = try options.seats(for: Games.defaultPlay)
        try Launcher(
            display: options.display, seed: options.seed, start: options.computer == nil ? .menu : .table(seats),
            defaultSeats: seats, settings: options.settings, server: connection.server, name: connection.name
        ).run()
    }
}
