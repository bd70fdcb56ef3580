import ArgumentParser
import ClientCore
import GameCatalog
import GameCommandLine
import Minesweeper
import MinesweeperPlay
import Snap
import TicTacToe
import TicTacToePlay

/// The games this build plays: the one list of rules the server, the protocol coder and the stores are built
/// with, and the one list of play parts the client is built with.
///
/// A new game is added here, beside its folder, and nowhere else in room-level code.
enum Games {
    /// Every game, in the order menus and errors list them.
    static let all = GameRegistry([TicTacToe.self, Minesweeper.self, Snap.self])

    /// The games' play parts with their part of the command line; the first is the default game (`parlor play`,
    /// plain mode on pipes, the menu's first entries). Everything the client and the command line know of a game
    /// is derived from this list.
    static let lines: [any (GamePlay & GameCommandLine).Type] = [DefaultPlay.self, MinesweeperPlay.self]

    /// The default game's play parts, as a type: `parlor`'s own options are its (`ClientOptions`).
    typealias DefaultPlay = TicTacToePlay

    /// The games' play parts, for the online session, its screen and plain mode, and play at one keyboard.
    static let plays = PlayRegistry(lines.map { $0 as any GamePlay.Type })

    /// The default game's play parts.
    static var defaultPlay: any GamePlay.Type { DefaultPlay.self }

    /// `parlor play GAME`, for each game with play parts; the first is what `parlor play` alone runs.
    static let playCommands: [any ParsableCommand.Type] = lines.map { playCommand(for: $0) }

    /// `parlor host GAME`, for each game with play parts; the first is what `parlor host` alone runs.
    static let hostCommands: [any ParsableCommand.Type] = lines.map { hostCommand(for: $0) }

    /// The games' own commands (`parlor GAME ...`), beside parlor's; a name parlor's own commands use stops the
    /// program at its start, as a build that cannot run.
    static func ownCommands(besides builtIn: [any ParsableCommand.Type]) -> [any ParsableCommand.Type] {
        let own = lines.flatMap { $0.commands }
        var taken = Set(builtIn.map(commandName))
        for command in own where !taken.insert(commandName(command)).inserted {
            preconditionFailure(
                "Two commands are named '\(commandName(command))': a game's own command takes a name of its own.")
        }
        return own
    }

    /// `parlor play GAME` for `play`'s game.
    private static func playCommand<Play: GamePlay & GameCommandLine>(for play: Play.Type) -> any ParsableCommand.Type {
        PlayGame<Play>.self
    }

    /// `parlor host GAME` for `play`'s game.
    private static func hostCommand<Play: GamePlay & GameCommandLine>(for play: Play.Type) -> any ParsableCommand.Type {
        HostGame<Play>.self
    }

    /// The name `command` is typed by.
    private static func commandName(_ command: any ParsableCommand.Type) -> String {
        command.configuration.commandName ?? command._commandName
    }

    /// The usage error of `word`, left over after a game's command read what it knows: an option no game of that
    /// command takes ("Unknown option '--preset' for tic-tac-toe: parlor host GAME --help lists a game's options.")
    /// or a game nobody knows ("Unknown game 'chess': the games are tic-tac-toe and minesweeper.").
    static func leftOver(_ word: String, command: String) -> ValidationError {
        guard !word.hasPrefix("-") else {
            return ValidationError("Unknown option '\(word)': parlor \(command) GAME --help lists a game's options.")
        }
        if all.kind(named: word) != nil {
            return ValidationError("'\(word)' once too often: the game is named once, right after \(command).")
        }
        let known = TableSeats.list(all.kinds.map(\.rawValue), conjunction: "and")
        return ValidationError("Unknown game '\(word)': the games are \(known).")
    }
}
