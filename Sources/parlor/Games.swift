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
    /// NB: Minesweeper online is still played by the room-level modules' own parts.
    static let plays = PlayRegistry([TicTacToePlay.self, MinesweeperPlay.self])

    /// The default game's play parts.
    static var defaultPlay: any GamePlay.Type { plays.plays[0] }

    /// `parlor play GAME`, for each game with play parts; the first is what `parlor play` alone runs.
    static let playCommands: [any ParsableCommand.Type] = [PlayGame<TicTacToePlay>.self, PlayMinesweeper.self]
}
