import ArgumentParser
import ClientCore
import GameCatalog
import GameCommandLine

/// `parlor play GAME`: skips the menu and starts `Play`'s game at this keyboard, hot-seat or against the computer,
/// with the game's own options (`GameCommandLine.Options`); one command for each game with play parts, named by its
/// kind (`Games.playCommands`).
struct PlayGame<Play: GamePlay & GameCommandLine>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Play.gameName
        let isDefault = Play.kind == Games.defaultPlay.kind ? " (the default)" : ""
        let computer = Play.computerLevels.isEmpty ? "" : ", or against the computer with --computer"
        let people =
            Play.players.count == 1
            ? ": hot-seat"
            : Play.players.lowerBound == 1
                ? ": alone, or hot-seat with a --player each" : ": hot-seat with a --player each"
        return CommandConfiguration(
            commandName: Play.commandName, abstract: "\(name) at once\(isDefault)\(people)\(computer).",
            discussion: Play.playDiscussion ?? "")
    }

    // NB: for the help alone, which speaks of this game's seats and levels: `parlor` declares the same options (the
    // default game's), and swift-argument-parser gives an option both declare to `parlor`'s wherever it is typed,
    // so the values are read from `root.options`.
    @OptionGroup var help: ClientOptions<Play>

    @ParentCommand var root: Parlor

    @OptionGroup(title: Play.gameName) var game: Play.Options

    // NB: `parlor play chess` reaches the default game's command with "chess" left over: it is named as a game.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp(visibility: .private)) var leftOver: [String] = []

    // NB: here rather than in `ClientOptions`, which `parlor` itself shares: its options are the default game's
    // and another game's command judges them against that game.
    func validate() throws {
        if let first = leftOver.first { throw Games.leftOver(first, command: "play") }
        _ = try options.seats(for: Play.self, game: game)
    }

    /// The options given, wherever they were typed.
    private var options: ClientOptions<Games.DefaultPlay> { root.options }

    func run() throws {
        try Launcher(
            display: options.display, seed: options.seed, start: .table(try options.seats(for: Play.self, game: game)),
            // NB: the names given are this game's; the default game's seats take them only where they fit it.
            defaultSeats: (try? options.seats(for: Games.defaultPlay)) ?? TableSeats.everyoneHere(Games.defaultPlay),
            settings: options.settings
        ).run()
    }
}
