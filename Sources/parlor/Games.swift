import ArgumentParser
import ClientCore
import GameCatalog
import Minesweeper
import MinesweeperPlay
import TicTacToe
import TicTacToePlay

/// The games this build plays: the one list of rules the server, the protocol coder and the stores are built
/// with, and the one list of play parts the client is built with.
///
/// A new game is added here, beside its folder, and nowhere else in room-level code.
enum Games {
    /// Every game, in the order menus and errors list them.
    static let all = GameRegistry([TicTacToe.self, Minesweeper.self])

    /// The games' play parts, for the online session, its screen and plain mode, and play at one keyboard; the
    /// first is the default game (`parlor play`, plain mode on pipes, the menu's first entries).
    static let plays = PlayRegistry([TicTacToePlay.self, MinesweeperPlay.self])

    /// The default game's play parts.
    static var defaultPlay: any GamePlay.Type { plays.plays[0] }

    /// `parlor play GAME`, for each game with play parts; the first is what `parlor play` alone runs.
    static let playCommands: [any ParsableCommand.Type] = [
        PlayGame<TicTacToePlay>.self, PlayGame<MinesweeperPlay>.self,
    ]

    /// `parlor host GAME`, for each game with play parts; the first is what `parlor host` alone runs.
    static let hostCommands: [any ParsableCommand.Type] = [
        HostGame<TicTacToePlay>.self, HostGame<MinesweeperPlay>.self,
    ]

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
