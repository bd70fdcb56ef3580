import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import GameCommandLine
import Logging
import NetClient

/// `parlor host`: create a room and wait for a friend; `parlor host GAME` names the game (`HostGame`).
struct Host: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create an online room and show its game ID for a friend to join.",
        discussion: """
            The game is \(Games.all.kinds[0].rawValue) unless named \
            (\(TableSeats.list(Games.all.kinds.map(\.rawValue)))): parlor host GAME --help lists a game's own \
            options, such as the size of a board, and --max-players sets how many a room of a game for more or fewer \
            players seats.

            With --lan, parlor runs the server itself, listening on every interface, with its rooms in \
            $XDG_STATE_HOME/parlor/lan.sqlite, and shows the exact command a friend on the same network types \
            (parlor join ID --server ws://THIS-MACHINE:PORT). The server stops when you leave.
            """,
        subcommands: Games.hostCommands,
        defaultSubcommand: Games.hostCommands.first)

    @OptionGroup var options: HostOptions
}

/// `parlor host GAME`: a room of `Play`'s game, with the game's own options (`GameCommandLine.Options`).
struct HostGame<Play: GamePlay & GameCommandLine>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let isDefault = Play.kind == Games.defaultPlay.kind ? " (the default)" : ""
        return CommandConfiguration(
            commandName: Play.commandName,
            abstract: "Create an online room of \(Play.gameName)\(isDefault) and show its game ID.",
            discussion: """
                The options of every room (--max-players for a game of more or fewer players, --lan, --port, \
                --server, --name and how to draw) are host's own: they come before the game's name or after it, \
                and parlor host --help lists them. \(Play.gameName) takes \(Play.playersPhrase)\
                \(Play.players.count > 1 ? ", \(Play.roomPlayers) unless --max-players says otherwise" : "").
                """)
    }

    @OptionGroup(title: Play.gameName) var game: Play.Options

    // NB: the options every game's room takes are `host`'s own, so they may come before the game's name or after.
    @ParentCommand var host: Host

    // NB: `parlor`'s own options are the default game's at this keyboard; the parser takes them anywhere on the line.
    @ParentCommand var root: Parlor

    // NB: `parlor host chess` reaches the default game's command with "chess" left over: it is named as a game.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(visibility: .private)) var leftOver: [String] = []

    func validate() throws {
        if let first = leftOver.first { throw Games.leftOver(first, command: "host") }
        try root.options.refuseSeatsAtThisKeyboard(.online)
        _ = try setup()
        try host.options.validate()
    }

    func run() throws {
        try host.options.run(setup: try setup())
    }

    /// The room's setup; throws a `ValidationError` (exit 64) saying what is wrong: the game's options, or a player
    /// count out of the game's range.
    private func setup() throws -> GameSetup {
        let players = host.options.maxPlayers ?? Play.roomPlayers
        guard Play.players.contains(players) else {
            throw ValidationError("--max-players \(players): \(Play.gameName) is played by \(Play.playersPhrase).")
        }
        return try Play.setup(game, players: players, files: .of(Play.self))
    }
}

/// What `parlor host` takes for a room of any game: how many it seats, a LAN server, and the connection.
struct HostOptions: ParsableArguments {
    // NB: .unconditional takes "-3" as the value rather than as an unknown option, so a negative number is
    // refused with the allowed range instead of "Missing value".
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most players the room seats, for a game played by more or fewer (default: the game's own).",
            valueName: "N"))
    var maxPlayers: Int?

    @Flag(help: "Run the server in this parlor, for friends on the same network: no separate server needed.")
    var lan = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The port the --lan server listens on (0: any free one).", valueName: "port"))
    var port: Int?

    @OptionGroup var options: OnlineOptions

    func validate() throws {
        if let port {
            guard lan else { throw ValidationError("--port is for --lan: it sets the port the LAN server uses.") }
            guard (0...65_535).contains(port) else {
                throw ValidationError("--port \(port): use a number from 1 to 65535, or 0 for any free port.")
            }
        }
        if lan, options.connection.server != nil {
            throw ValidationError("--lan runs its own server: leave out --server.")
        }
    }

    /// Hosts a room of `setup`: on the server the options name, or with `--lan` on one run here.
    func run(setup: GameSetup) throws {
        guard lan else {
            try OnlineLauncher(options: options, intent: .host(setup)).run()
            return
        }
        let environment = ProcessInfo.processInfo.environment
        _ = Launcher.startLogging(environment: environment)
        let server: LANServer
        do {
            server = try LANServer.start(
                port: port ?? ServerAddress.defaultPort, databasePath: LANServer.databasePath(environment: environment),
                logger: Logger(label: "parlor.lan-server"))
        } catch {
            Launcher.printError("parlor: \(error)")
            throw ExitCode(69)
        }
        // NB: the launcher stops the server as the game ends; this covers a launcher that threw before that.
        defer { server.stop() }
        try OnlineLauncher(options: options, intent: .host(setup), lan: server).run()
    }
}

/// `parlor join ID`: take the free seat in a room, or come back to one's own.
struct Join: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Join an online room by its game ID; run it again to take your seat back.")

    @Argument(help: ArgumentHelp("The room's game ID (case does not matter).", valueName: "ID"))
    var gameID: String

    @Flag(
        help: ArgumentHelp(
            "Take your stored seat back even while another terminal plays it (that terminal is told and stops)."))
    var takeOver = false

    @OptionGroup var options: OnlineOptions

    // NB: `parlor`'s own options (the seats at this keyboard) are taken anywhere on the line: refused here.
    @ParentCommand var root: Parlor

    func validate() throws {
        _ = try OnlineSetup.gameID(gameID)
        try root.options.refuseSeatsAtThisKeyboard(.online)
    }

    func run() throws {
        try OnlineLauncher(
            options: options, intent: .join(try OnlineSetup.gameID(gameID), secret: nil), takeOver: takeOver
        ).run()
    }
}

/// `parlor watch ID`: watch a room without a seat.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Watch an online room by its game ID.")

    @Argument(help: ArgumentHelp("The room's game ID (case does not matter).", valueName: "ID"))
    var gameID: String

    @OptionGroup var options: OnlineOptions

    // NB: `parlor`'s own options (the seats at this keyboard) are taken anywhere on the line: refused here.
    @ParentCommand var root: Parlor

    func validate() throws {
        _ = try OnlineSetup.gameID(gameID)
        try root.options.refuseSeatsAtThisKeyboard(.online)
    }

    func run() throws {
        try OnlineLauncher(options: options, intent: .watch(try OnlineSetup.gameID(gameID))).run()
    }
}

/// `parlor match`: quick match.
struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play another player who asked for a quick match, or wait for one.")

    @OptionGroup var options: OnlineOptions

    // NB: `parlor`'s own options (the seats at this keyboard) are taken anywhere on the line: refused here.
    @ParentCommand var root: Parlor

    func validate() throws {
        try root.options.refuseSeatsAtThisKeyboard(.online)
    }

    func run() throws {
        try OnlineLauncher(options: options, intent: .quickMatch(Games.all.kinds[0])).run()
    }
}
