import ArgumentParser
import ClientCore
import Foundation
import GameCatalog
import Logging
import Minesweeper
import NetClient

/// `parlor host`: create a room and wait for a friend.
struct Host: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create an online room and show its game ID for a friend to join.",
        discussion: """
            The game is \(Games.all.kinds[0].rawValue) unless told: parlor host minesweeper opens a shared board \
            (a beginner one unless --preset or --rows, --cols and --mines say otherwise) that friends join by its \
            ID while you play, up to --max-players.

            With --lan, parlor runs the server itself, listening on every interface, with its rooms in \
            $XDG_STATE_HOME/parlor/lan.sqlite, and shows the exact command a friend on the same network types \
            (parlor join ID --server ws://THIS-MACHINE:PORT). The server stops when you leave.
            """)

    @Argument(
        help: ArgumentHelp("The game: \(TableSeats.list(Games.all.kinds.map(\.rawValue))).", valueName: "game"))
    var game = Games.all.kinds[0].rawValue

    @OptionGroup(title: "Minesweeper") var board: MinesweeperBoardOptions

    // NB: .unconditional takes "-3" as the value rather than as an unknown option, so a negative number is
    // refused with the allowed range instead of "Missing value".
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Minesweeper: the most players who may share the board (1-16, default 8).", valueName: "N"))
    var maxPlayers: Int?

    @Flag(help: "Run the server in this parlor, for friends on the same network: no separate server needed.")
    var lan = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The port the --lan server listens on (0: any free one).", valueName: "port"))
    var port: Int?

    @OptionGroup var options: OnlineOptions

    func validate() throws {
        guard let kind = Games.all.kind(named: game) else {
            let known = Games.all.kinds.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("Unknown game '\(game)': the games are \(known).")
        }
        _ = try setup(for: kind)
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

    func run() throws {
        let setup = try setup(for: Games.all.kind(named: game) ?? Games.all.kinds[0])
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

    /// The room's setup for `kind`; throws a `ValidationError` (exit 64) saying what is wrong: a Minesweeper
    /// option for another game, a board `MinesweeperBoardOptions` refuses, or a player count out of range.
    private func setup(for kind: GameKind) throws -> GameSetup {
        guard kind == .minesweeper else {
            guard !board.anyGiven, maxPlayers == nil else {
                throw ValidationError(
                    "--preset, --rows, --cols, --mines, --flag-all-mines and --max-players are for minesweeper.")
            }
            return kind.standardSetup
        }
        let options = try board.options()
        let players = maxPlayers ?? MinesweeperSetup.defaultMaxPlayers
        guard Minesweeper.seatRange.contains(players) else {
            let range = Minesweeper.seatRange
            throw ValidationError(
                "--max-players \(players): a board is shared by \(range.lowerBound) to \(range.upperBound) players.")
        }
        return .minesweeper(MinesweeperSetup(options: options, maxPlayers: players))
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

    func validate() throws {
        _ = try OnlineSetup.gameID(gameID)
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

    func validate() throws {
        _ = try OnlineSetup.gameID(gameID)
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

    func run() throws {
        try OnlineLauncher(options: options, intent: .quickMatch(Games.all.kinds[0])).run()
    }
}
