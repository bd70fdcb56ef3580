import ArgumentParser
import ClientCore
import GameCatalog

/// `parlor play GAME`: skips the menu and starts `Play`'s game at this keyboard, hot-seat or against the computer;
/// one command for each game with play parts, named by its kind (`Games.playCommands`).
struct PlayGame<Play: GamePlay>: ParsableCommand {
    static var configuration: CommandConfiguration {
        let name = Play.Rules.displayName
        let isDefault = Play.kind == Games.defaultPlay.kind ? " (the default)" : ""
        let computer = Play.computerLevels.isEmpty ? "" : ", or against the computer with --computer"
        return CommandConfiguration(
            commandName: Play.kind.rawValue, abstract: "\(name) at once\(isDefault): hot-seat\(computer).")
    }

    @OptionGroup var options: ClientOptions

    // NB: here rather than in `ClientOptions`, which `parlor` itself shares: its options are the default game's
    // and another game's command judges them against that game.
    func validate() throws {
        _ = try options.seats(for: Play.self)
    }

    func run() throws {
        try Launcher(
            display: options.display, seed: options.seed, start: .table(try options.seats(for: Play.self)),
            defaultSeats: try options.seats(for: Games.defaultPlay), settings: options.settings
        ).run()
    }
}
